import {
  IN_GAME_TOKENS,
  VALUED_TOKEN_DECIMALS,
  type InGameToken,
  type Portfolio,
  type PriceList,
  type StakingOverview,
} from '@companion/shared-state/schemas';
import { toBaseUnits } from '../funds/units';
import { buildPortfolio, type PartReading } from './buildPortfolio';
import type { GlobalBalances } from './globalBalances';

export const WALLET_UNREAD = 'Your Global Wallet could not be read on chain now.';
export const STAKES_UNREAD = 'Your stakes could not be read now.';

export interface PortfolioSources {
  prices: () => Promise<PriceList>;
  /** The IN_GAME balance of a token, in base units. */
  inGame: (walletId: string, token: InGameToken) => bigint;
  /** The Global Wallet on chain; undefined when the game knows no chain to read it on. */
  globalBalances: ((walletId: string) => Promise<GlobalBalances>) | undefined;
  staking: (walletId: string) => Promise<StakingOverview>;
  /** Real time: when the portfolio was read. */
  now: () => number;
  /** Told why a part could not be read. */
  onUnread: (what: 'wallet' | 'staked', error: unknown) => void;
}

/** Reads the player's holdings everywhere at once and values them. Never rejects: an unread part says so. */
export async function readPortfolio(sources: PortfolioSources, walletId: string): Promise<Portfolio> {
  const unread = (what: 'wallet' | 'staked', message: string) => (error: unknown) => {
    sources.onUnread(what, error);
    return { error: message };
  };
  const [prices, global, staked] = await Promise.all([
    sources.prices(),
    attempt(
      async () => {
        if (!sources.globalBalances) throw new Error('the game knows no chain to read the wallet on');
        return sources.globalBalances(walletId);
      },
      unread('wallet', WALLET_UNREAD),
    ),
    attempt(async () => stakedOf(await sources.staking(walletId)), unread('staked', STAKES_UNREAD)),
  ]);
  const inGame: PartReading = {};
  for (const token of IN_GAME_TOKENS) inGame[token] = sources.inGame(walletId, token);
  const wallet: PartReading =
    'error' in global ? global : { GOLDY: global.GOLDY, DFL: global.DFL, USDC: global.USDC };
  const pool: PartReading = 'error' in global ? global : { DFL_USDC: global.DFL_USDC };
  return buildPortfolio({ inGame, wallet, staked, pool }, prices, sources.now());
}

/** The open stakes by token, DFL with the rewards earned and not claimed, in base units. */
function stakedOf(overview: StakingOverview): PartReading {
  let dfl = 0n;
  let lp = 0n;
  for (const position of overview.positions) {
    const amount = units(position.amount, VALUED_TOKEN_DECIMALS[position.token]);
    if (position.token === 'DFL') dfl += amount;
    else lp += amount;
    dfl += units(position.rewards, VALUED_TOKEN_DECIMALS.DFL);
  }
  return { DFL: dfl, DFL_USDC: lp };
}

function units(amount: string, decimals: number): bigint {
  const value = toBaseUnits(amount, decimals);
  if (value === null) throw new Error(`"${amount}" is not an amount with ${decimals} decimals`);
  return value;
}

async function attempt<T, E>(work: () => Promise<T>, onError: (error: unknown) => E): Promise<T | E> {
  try {
    return await work();
  } catch (error) {
    return onError(error);
  }
}
