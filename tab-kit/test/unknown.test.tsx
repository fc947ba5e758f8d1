import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletType } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore, useServices } from '@companion/shared-state/host';
import {
  AmountField,
  InGameNotKnown,
  LOADING_BALANCE_TEXT,
  LOADING_IN_GAME_TEXT,
  UNKNOWN_BALANCE_TEXT,
  UNKNOWN_IN_GAME_TEXT,
  useChainBack,
  useGlobalBalance,
  useInGameNotKnown,
  useKnownInGameBalance,
} from '../src';

beforeEach(() => {
  useHeaderStore.getState().setTokenBalance(WalletType.GLOBAL, 'DFL', { amount: '0', amountRaw: 0 });
  useBalanceReadStore.getState().setGlobalRead('loading');
});

describe('a GLOBAL balance the chain cannot give', () => {
  test('is null, never 0, before the chain answers or while it cannot be read, then its figure', () => {
    const { result } = renderHook(() => useGlobalBalance('DFL'));
    // Not read yet: the 0 the app starts from is not the player's.
    expect(result.current).toBeNull();
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(result.current).toBeNull();
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.GLOBAL, 'DFL', { amount: '12.5', amountRaw: 12.5 });
      useBalanceReadStore.getState().setGlobalRead('known');
    });
    expect(result.current).toBe('12.5');
  });

  test('the amount field says "Available" is unknown, with a Retry that reads again, and Max is off', async () => {
    const refreshBalances = jest.fn(async () => undefined);
    useServices.getState().provide({ refreshBalances });
    render(<AmountField value="" onChange={() => undefined} unit="DFL" decimals={9} available={null} />);
    // Before the session's first chain read answers: loading, with no Retry.
    expect(screen.getByText('Available: loading: the chain has not answered yet.')).toBeTruthy();
    expect(LOADING_BALANCE_TEXT).toBe('Loading: the chain has not answered yet.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Max DFL' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(
      screen.getByText(
        `Available: ${UNKNOWN_BALANCE_TEXT[0]!.toLowerCase()}${UNKNOWN_BALANCE_TEXT.slice(1)}`,
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Max DFL' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refreshBalances).toHaveBeenCalledTimes(1);
  });

  test('a block reads again when the chain answers again (useChainBack), and only then', () => {
    const onBack = jest.fn();
    renderHook(() => useChainBack(onBack));
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    expect(onBack).not.toHaveBeenCalled();
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    expect(onBack).not.toHaveBeenCalled();
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('IN_GAME balances not known yet or unknown', () => {
  beforeEach(() => {
    useHeaderStore.getState().setTokenBalance(WalletType.IN_GAME, 'GOLDY', { amount: '0', amountRaw: 0 });
    useBalanceReadStore.getState().setInGameRead('loading');
  });
  afterAll(() => useBalanceReadStore.getState().setInGameRead('known'));

  test('are null, never 0, until the game answers, then its figure in base units', () => {
    const balance = renderHook(() => useKnownInGameBalance('GOLDY'));
    const why = renderHook(() => useInGameNotKnown());
    expect(balance.result.current).toBeNull();
    expect(why.result.current).toBe('Loading: the game has not answered yet.');
    act(() => useBalanceReadStore.getState().setInGameRead('unknown'));
    expect(balance.result.current).toBeNull();
    expect(why.result.current).toBe('Unknown: the game cannot be reached right now.');
    act(() => {
      useHeaderStore
        .getState()
        .setTokenBalance(WalletType.IN_GAME, 'GOLDY', { amount: '12.5', amountRaw: 12.5 });
      useBalanceReadStore.getState().setInGameRead('known');
    });
    expect(balance.result.current).toBe(12_500_000_000n);
    expect(why.result.current).toBeNull();
    expect(LOADING_IN_GAME_TEXT).toBe('Loading: the game has not answered yet.');
    expect(UNKNOWN_IN_GAME_TEXT).toBe('Unknown: the game cannot be reached right now.');
  });

  test('InGameNotKnown says loading without a Retry, unknown with one, and nothing once known', () => {
    const view = render(<InGameNotKnown what="Your GOLDY" />);
    expect(view.container.textContent).toBe('Your GOLDY: loading: the game has not answered yet.');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => useBalanceReadStore.getState().setInGameRead('unknown'));
    expect(screen.getByTestId('unknown-value').textContent).toBe(
      'Your GOLDY: unknown: the game cannot be reached right now. Retry',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    act(() => useBalanceReadStore.getState().setInGameRead('known'));
    expect(view.container.textContent).toBe('');
  });
});
