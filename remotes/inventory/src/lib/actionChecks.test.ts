import { LOADING_IN_GAME_TEXT } from '@companion/tab-kit';
import { COW_MINT, nft, NOW_MS, quote } from '../testing/fakes';
import { actionChecks, HOLDING_UNKNOWN } from './actionChecks';

const inputs = { goldy: 10n ** 15n, dfl: 10n ** 15n, gameNow: NOW_MS, quote: quote() };

describe('a p2e NFT the game says the wallet does not hold', () => {
  const away = nft({ mint: COW_MINT, inWallet: false });

  it('is "Not in your wallet" when the chain was read', () => {
    const checks = actionChecks({ ...inputs, nft: away });
    expect(checks.every((check) => check.blocked === 'Not in your wallet')).toBe(true);
  });

  it('is unknown, not "Not in your wallet", while the chain cannot be read', () => {
    const checks = actionChecks({ ...inputs, nft: away, chainUnknown: true });
    expect(checks.every((check) => check.blocked === HOLDING_UNKNOWN)).toBe(true);
    expect(HOLDING_UNKNOWN).toBe('In your wallet? Unknown: the chain cannot be read right now');
  });
});

describe('actions that cost IN_GAME funds the game has not given', () => {
  it('wait for the figure: "unknown", never "Not enough", when the balances are unknown', () => {
    const checks = actionChecks({ ...inputs, goldy: null, dfl: null, nft: nft({ hp: 1 }) });
    const repair = checks.find((check) => check.kind === 'repair');
    expect(repair?.blocked).toBe('GOLDY: unknown: the game cannot be reached right now.');
    const upgrade = checks.find((check) => check.kind === 'upgrade');
    expect(upgrade?.blocked).toBe('GOLDY: unknown: the game cannot be reached right now.');
  });

  it('say the balances are loading, never "Not enough", before the game has answered them', () => {
    const loading = { ...inputs, goldy: null, dfl: null, inGameNotKnown: LOADING_IN_GAME_TEXT };
    const checks = actionChecks({ ...loading, nft: nft({ hp: 1 }) });
    expect(checks.find((check) => check.kind === 'repair')?.blocked).toBe(
      'GOLDY: loading: the game has not answered yet.',
    );
    expect(checks.find((check) => check.kind === 'upgrade')?.blocked).toBe(
      'GOLDY: loading: the game has not answered yet.',
    );
  });
});
