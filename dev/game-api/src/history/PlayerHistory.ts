import {
  type HistoryPoint,
  type PriceList,
  type RewardsHistory,
  type ValueHistory,
  type XpHistory,
} from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';
import type { StakeOptionConfig } from '../staking/stakeOptions';
import type { XpReader } from '../xp/readXp';
import { DAY_MS, dailySamples, type Sample } from './dailySamples';
import type { HistoryStore, StakeSpanRow } from './historyStore';
import { rewardsSeries, type StakeSpan } from './rewardsSeries';
import { valueSeries } from './valueSeries';
import { xpSeries } from './xpSeries';

export interface PlayerHistoryDeps {
  store: HistoryStore;
  readXp: XpReader;
  options: readonly StakeOptionConfig[];
  /** Today's prices (the value series is valued at them); `onUnread` is told why the pool was not read. */
  prices: (onUnread: (error: unknown) => void) => Promise<PriceList>;
  /** When the wallet signed up (real time ms); undefined for a wallet the game does not know. */
  signedUpAt: (walletId: string) => number | undefined;
  /** Game time, ms. */
  gameNow: () => number;
}

/**
 * The player's figures over time, one point a day, for the charts (docs/game-api.md, "History"), computed
 * from what the game records. Days are UTC days of the game clock, which is real time outside the local stack.
 * There, where the clock is moved forward, a record kept in real time (sign-up, fund movements, unstakes) is
 * placed at its real time, the earliest it can have happened on the game clock, except that an unstake is never
 * before its lock's end (the game refuses it earlier).
 */
export class PlayerHistory {
  constructor(private readonly deps: PlayerHistoryDeps) {}

  xp(walletId: string): XpHistory {
    const total = this.deps.readXp(walletId, 'Total').xp;
    const samples = this.samples(walletId);
    const values = xpSeries(total, this.deps.store.xpEarned(walletId), samples);
    return this.answer(samples, values.map(String));
  }

  rewards(walletId: string): RewardsHistory {
    const samples = this.samples(walletId);
    const spans = this.deps.store.stakeSpans().flatMap((row): StakeSpan[] => {
      const held = this.held(row);
      return held
        ? [{ optionId: row.option_id, amount: row.amount, ...held, mine: row.wallet_id === walletId }]
        : [];
    });
    const values = rewardsSeries(this.deps.options, spans, samples);
    return this.answer(
      samples,
      values.map((units) => fromBaseUnits(units, 9)),
    );
  }

  async value(walletId: string, onPricesUnread: (error: unknown) => void): Promise<ValueHistory> {
    const prices = await this.deps.prices(onPricesUnread);
    const samples = this.samples(walletId);
    const movements = this.deps.store.movements(walletId).map((row) => ({
      token: row.token,
      at: Number(row.created_at),
      balance: row.balance_after,
    }));
    const stakes = this.deps.store.stakeSpans().flatMap((row) => {
      const held = row.wallet_id === walletId ? this.held(row) : undefined;
      const token = this.option(row.option_id)?.token;
      return held && token ? [{ token, amount: row.amount, ...held }] : [];
    });
    const priceOf = new Map(prices.prices.map((price) => [price.token, price.usd]));
    const { values, unpriced } = valueSeries(movements, stakes, priceOf, samples);
    return { ...this.answer(samples, values), unpriced, prices };
  }

  private samples(walletId: string): Sample[] {
    const signedUp = this.deps.signedUpAt(walletId);
    const gameNow = this.deps.gameNow();
    return dailySamples(signedUp ?? gameNow, gameNow);
  }

  private answer(
    samples: readonly Sample[],
    values: readonly string[],
  ): { asOf: string; points: HistoryPoint[] } {
    return {
      asOf: new Date(this.deps.gameNow()).toISOString(),
      points: samples.map((sample, index) => ({ day: sample.day, value: values[index]! })),
    };
  }

  /** A stake's time in its option on the game clock: its start is its lock's end less the lock. */
  private held(row: StakeSpanRow): { start: number; end: number | null } | undefined {
    const option = this.option(row.option_id);
    if (!option) return undefined;
    const start = Number(row.lock_end) - option.lockDays * DAY_MS;
    if (row.unstaked_at !== null)
      return { start, end: Math.max(Number(row.lock_end), Number(row.unstaked_at)) };
    // Taken out with no unstake on record: it counts for no time at all rather than for ever.
    return { start, end: row.status === 'active' ? null : start };
  }

  private option(id: string): StakeOptionConfig | undefined {
    return this.deps.options.find((option) => option.id === id);
  }
}
