import { useConfigStore, type RuntimeConfig } from '../config';
import { TokenType, WalletType } from '../tokens';
import { DEFAULT_TITLE, useHeaderStore } from './headerStore';

const mints = { GOLDY: 'GoldyMint', DFL: 'DflMint', USDC: 'UsdcMint', DFL_USDC: 'LpMint' };

const zero = (token: string, decimals: number, icon: string, mint = '') => ({
  icon,
  amount: '0',
  amountRaw: 0,
  decimals,
  token,
  mint,
});

beforeEach(() => {
  useHeaderStore.getState().setMints({ GOLDY: '', DFL: '', USDC: '', DFL_USDC: '' });
  useHeaderStore.getState().resetHeader();
});

describe('useHeaderStore defaults', () => {
  it('starts with title Home, GLOBAL selected, no buttons and zero filter counts', () => {
    const { title, selectedWallet, hasBack, hasFilter, hasLp, filterClickCount, activeFilterCount } =
      useHeaderStore.getState();
    expect({ title, selectedWallet, hasBack, hasFilter, hasLp, filterClickCount, activeFilterCount }).toEqual(
      {
        title: 'Home',
        selectedWallet: 'GLOBAL',
        hasBack: false,
        hasFilter: false,
        hasLp: false,
        filterClickCount: 0,
        activeFilterCount: 0,
      },
    );
    expect(DEFAULT_TITLE).toBe('Home');
  });

  it('holds a zero balance for every token of each wallet, grouped by wallet then token', () => {
    expect(useHeaderStore.getState().tokens).toEqual({
      IN_GAME: {
        GOLDY: zero('GOLDY', 9, '/icons/goldy.webp'),
        DFL: zero('DFL', 9, '/icons/dfl.webp'),
        TICKET: zero('TICKET', 0, '/icons/ticket.webp', 'DefaultTicket'),
        GOLDEN_TICKET: zero('GOLDEN TICKET', 0, '/icons/golden-ticket.webp', 'GoldenTicket'),
      },
      GLOBAL: {
        GOLDY: zero('GOLDY', 9, '/icons/goldy.webp'),
        DFL: zero('DFL', 9, '/icons/dfl.webp'),
        DFL_USDC: zero('DFL/USDC', 9, '/icons/dfl-usdc.webp'),
        USDC: zero('USDC', 6, '/icons/usdc.webp'),
      },
    });
  });

  it('takes the mints from the config when it is loaded before the store is created', () => {
    jest.isolateModules(() => {
      // Fresh module instances, as in a page that loads the config first.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require('../config') as typeof import('../config');
      config.useConfigStore.getState().setConfig({ mints } as RuntimeConfig);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { useHeaderStore: fresh } = require('./headerStore') as typeof import('./headerStore');
      expect(fresh.getState().tokens.GLOBAL.DFL_USDC.mint).toBe('LpMint');
      expect(fresh.getState().tokens.IN_GAME.GOLDY.mint).toBe('GoldyMint');
    });
    expect(useConfigStore.getState().config).toBeNull();
  });
});

describe('useHeaderStore actions', () => {
  it('setTokenBalance merges into one entry only', () => {
    const before = useHeaderStore.getState().tokens;
    useHeaderStore
      .getState()
      .setTokenBalance(WalletType.IN_GAME, TokenType.DFL, { amount: '12.5', amountRaw: 12.5 });
    const after = useHeaderStore.getState().tokens;
    expect(after.IN_GAME.DFL).toEqual({ ...before.IN_GAME.DFL, amount: '12.5', amountRaw: 12.5 });
    expect(after.GLOBAL.DFL).toBe(before.GLOBAL.DFL);
    expect(after.GLOBAL).toBe(before.GLOBAL);
    expect(after.IN_GAME.GOLDY).toBe(before.IN_GAME.GOLDY);
  });

  it('setTokenBalance ignores, with a warning, a token the wallet does not hold', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = useHeaderStore.getState().tokens;
    // Untyped data can still name a wrong pair at run time.
    const setUntyped = useHeaderStore.getState().setTokenBalance as (w: string, t: string, e: object) => void;
    setUntyped('IN_GAME', 'USDC', { amount: '5' });
    setUntyped('GLOBAL', 'TICKET', { amount: '5' });
    expect(useHeaderStore.getState().tokens).toBe(before);
    expect(useHeaderStore.getState().tokens.IN_GAME).not.toHaveProperty('USDC');
    expect(warn).toHaveBeenCalledWith('The IN_GAME wallet holds no USDC; balance ignored');
  });

  it('sets hasBack, hasFilter, hasLp, the selected wallet and the title', () => {
    const s = useHeaderStore.getState();
    s.setHasBack(true);
    s.setHasFilter(true);
    s.setHasLp(true);
    s.setSelectedWallet(WalletType.IN_GAME);
    s.setTitle('Inventory');
    const { title, selectedWallet, hasBack, hasFilter, hasLp } = useHeaderStore.getState();
    expect({ title, selectedWallet, hasBack, hasFilter, hasLp }).toEqual({
      title: 'Inventory',
      selectedWallet: 'IN_GAME',
      hasBack: true,
      hasFilter: true,
      hasLp: true,
    });
    s.setHasBack(false);
    s.setSelectedWallet(WalletType.GLOBAL);
    expect(useHeaderStore.getState().hasBack).toBe(false);
    expect(useHeaderStore.getState().selectedWallet).toBe('GLOBAL');
  });

  it('increments the filter click count by one', () => {
    useHeaderStore.getState().incrementFilterClickCount();
    expect(useHeaderStore.getState().filterClickCount).toBe(1);
    useHeaderStore.getState().incrementFilterClickCount();
    expect(useHeaderStore.getState().filterClickCount).toBe(2);
  });

  it('sets the active filter count as a whole number, never below 0', () => {
    const { setActiveFilterCount } = useHeaderStore.getState();
    setActiveFilterCount(3);
    expect(useHeaderStore.getState().activeFilterCount).toBe(3);
    setActiveFilterCount(-1);
    expect(useHeaderStore.getState().activeFilterCount).toBe(0);
    setActiveFilterCount(2.7);
    expect(useHeaderStore.getState().activeFilterCount).toBe(2);
  });

  it('setMints fills every mint from the config; tickets keep their in-game ids', () => {
    useHeaderStore.getState().setMints(mints);
    const { IN_GAME, GLOBAL } = useHeaderStore.getState().tokens;
    expect([IN_GAME.GOLDY.mint, IN_GAME.DFL.mint, IN_GAME.TICKET.mint, IN_GAME.GOLDEN_TICKET.mint]).toEqual([
      'GoldyMint',
      'DflMint',
      'DefaultTicket',
      'GoldenTicket',
    ]);
    expect([GLOBAL.GOLDY.mint, GLOBAL.DFL.mint, GLOBAL.DFL_USDC.mint, GLOBAL.USDC.mint]).toEqual([
      'GoldyMint',
      'DflMint',
      'LpMint',
      'UsdcMint',
    ]);
  });

  it('resetHeader restores every default but keeps the mints', () => {
    const s = useHeaderStore.getState();
    s.setMints(mints);
    s.setTokenBalance(WalletType.GLOBAL, TokenType.USDC, { amount: '3', amountRaw: 3 });
    s.setTokenBalance(WalletType.IN_GAME, TokenType.TICKET, { amount: '2', amountRaw: 2, icon: '/x.svg' });
    s.setSelectedWallet(WalletType.IN_GAME);
    s.setTitle('Raffles');
    s.setHasBack(true);
    s.setHasFilter(true);
    s.setHasLp(true);
    s.incrementFilterClickCount();

    useHeaderStore.getState().resetHeader();

    const state = useHeaderStore.getState();
    expect(state.title).toBe('Home');
    expect(state.selectedWallet).toBe('GLOBAL');
    expect([state.hasBack, state.hasFilter, state.hasLp, state.filterClickCount]).toEqual([
      false,
      false,
      false,
      0,
    ]);
    expect(state.tokens.GLOBAL.USDC).toEqual(zero('USDC', 6, '/icons/usdc.webp', 'UsdcMint'));
    expect(state.tokens.IN_GAME.TICKET).toEqual(zero('TICKET', 0, '/icons/ticket.webp', 'DefaultTicket'));
  });
});
