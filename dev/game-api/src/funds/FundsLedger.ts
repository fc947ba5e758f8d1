import type { Database } from 'better-sqlite3';
import {
  IN_GAME_DECIMALS,
  IN_GAME_TOKENS,
  type FundsList,
  type InGameToken,
  type WithdrawableFunds,
} from '@companion/shared-state/schemas';
import type { Balance, BalanceStore } from '../db/balanceStore';
import { HttpError } from '../http/HttpError';
import type { InGameMints } from './inGameTokens';
import { fromBaseUnits, MAX_BASE_UNITS } from './units';

/**
 * What part of some value is bonus: `bonus` of `of` (0 ≤ bonus ≤ of, of > 0). A raffle entry holds one
 * ticket, so its share is 0 of 1 or 1 of 1; a wallet's n entries in a cancelled round, b of them bonus
 * entries, are refunded as b of n.
 */
export interface BonusShare {
  bonus: bigint;
  of: bigint;
}

export interface FundsChange {
  token: InGameToken;
  /** Base units; negative for a debit. */
  delta: bigint;
  /**
   * How the change meets the bonus (docs/game-api.md, "Free value stays free"). Left out: a debit (a game
   * action) spends bonus first, and a credit is bonus in the largest share of bonus that a debit of the same
   * `write` spent (tickets bought with bonus GOLDY are bonus tickets), withdrawable when there was none.
   * `bonus`: a credit granted as bonus (the starting funds, what a bonus NFT earns). `withdrawal`: a debit
   * that may take only the part that is not bonus. `paid`: the same for a game action that must not be paid
   * with bonus (a raffle entry past the round's bonus share).
   */
  kind?: 'bonus' | 'withdrawal' | 'paid';
  /**
   * A credit derived from value held outside the balances (a raffle entry, a prize it won): bonus in this
   * share, rounded up.
   */
  from?: BonusShare;
}

export type FundsListener = (walletId: string, funds: FundsList) => void;

/**
 * The only writer of in-game balances. Each call is one SQLite transaction (BEGIN IMMEDIATE, so a second
 * process on the same file waits its turn): a debit below zero fails and changes nothing. Listeners
 * (the notification socket) hear of a change only after it is committed.
 */
export class FundsLedger {
  private readonly listeners = new Set<FundsListener>();

  constructor(
    private readonly db: Database,
    private readonly balances: BalanceStore,
    private readonly mints: InGameMints,
    private readonly now: () => number,
    private readonly onListenerError: (error: unknown) => void = () => undefined,
  ) {}

  /** The wallet's funds list in the fixed order GOLDY, DFL, TICKET, GOLDEN_TICKET. */
  list(walletId: string): FundsList {
    const amounts = this.balances.all(walletId);
    return IN_GAME_TOKENS.map((token) => ({
      mint: this.mints[token],
      amount: fromBaseUnits(amounts.get(token) ?? 0n, IN_GAME_DECIMALS[token]),
    }));
  }

  /**
   * Per token: the balance, its bonus part and what a withdrawal may take (amount − bonus), in token units
   * (docs/game-api.md, "Free value stays free"): what the app offers as Available and Max on a withdrawal.
   */
  withdrawable(walletId: string): WithdrawableFunds {
    return IN_GAME_TOKENS.map((token) => {
      const { amount, bonus } = this.balances.get(walletId, token);
      const units = (value: bigint) => fromBaseUnits(value, IN_GAME_DECIMALS[token]);
      const free = amount > bonus ? amount - bonus : 0n;
      return {
        token,
        mint: this.mints[token],
        amount: units(amount),
        bonus: units(amount - free),
        withdrawable: units(free),
      };
    });
  }

  /** Applies every change or none; throws a 409 HttpError when a balance would leave its range. */
  apply(walletId: string, changes: readonly FundsChange[], reason: string): FundsList {
    return this.transact(walletId, (write) => write(changes, reason)).funds;
  }

  /**
   * Runs `work` in one IMMEDIATE transaction with the wallet's balance changes, so a record and the
   * money it moves commit together or not at all (a deposit credited with its transfer row, a refund
   * with the failed status). `work` moves balances only through `write`; if it throws, nothing is kept.
   * Listeners hear of the new funds after commit, and only if `work` wrote something.
   */
  transact<T>(
    walletId: string,
    work: (write: (changes: readonly FundsChange[], reason: string) => bigint[]) => T,
  ): { result: T; funds: FundsList } {
    let wrote = false;
    const { result, funds } = this.db
      .transaction(() => {
        const result = work((changes, reason) => {
          const bonusSpent = this.write(walletId, changes, reason);
          wrote = true;
          return bonusSpent;
        });
        return { result, funds: this.list(walletId) };
      })
      .immediate();
    if (wrote) this.notify(walletId, funds);
    return { result, funds };
  }

  /**
   * Writes the changes inside the caller's transaction (e.g. sign-up seeding a new account) without
   * notifying: the caller commits, then tells listeners if anyone can be listening. Debits are written first,
   * then credits, so a credit derived from the debits knows what they spent (docs/game-api.md, "Free value
   * stays free"). Returns, per change in the order given, how much of the bonus it spent (0 for a credit): a
   * caller that holds what the debit bought outside the balances (a raffle entry) keeps that share with it, and
   * whatever comes back from it later (a prize, a refund) is credited `from` that share.
   */
  write(walletId: string, changes: readonly FundsChange[], reason: string): bigint[] {
    const at = this.now();
    const bonusSpent = changes.map(() => 0n);
    let derived: BonusShare = NO_BONUS;
    const debitsFirst = [...changes.keys()].sort(
      (a, b) => Number(changes[a]!.delta >= 0n) - Number(changes[b]!.delta >= 0n),
    );
    for (const index of debitsFirst) {
      const change = changes[index]!;
      const { token, delta } = change;
      const before = this.balances.get(walletId, token);
      const after = nextBalance(before, change, derived);
      if (after.amount < 0n) {
        throw new HttpError(409, `insufficient ${token} funds: the balance cannot go below zero`);
      }
      if (after.amount < after.bonus) {
        throw new HttpError(409, bonusNotSpendable(token, before, change.kind));
      }
      if (after.amount > MAX_BASE_UNITS) {
        throw new HttpError(409, `the ${token} balance would exceed the largest amount the game stores`);
      }
      this.balances.set(walletId, token, after);
      this.balances.recordMovement(
        walletId,
        token,
        delta,
        after.amount,
        after.bonus - before.bonus,
        reason,
        at,
      );
      if (delta < 0n) {
        const spent = before.bonus - after.bonus;
        bonusSpent[index] = spent;
        derived = largerShare(derived, { bonus: spent, of: -delta });
      }
    }
    return bonusSpent;
  }

  /** A balance and its bonus part, in base units: a withdrawal may take `amount - bonus`. */
  balance(walletId: string, token: InGameToken): Balance {
    return this.balances.get(walletId, token);
  }

  /** Tells listeners of a wallet's funds after a caller's own transaction wrote them with `write`. */
  announce(walletId: string): void {
    this.notify(walletId, this.list(walletId));
  }

  onChange(listener: FundsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(walletId: string, funds: FundsList): void {
    for (const listener of this.listeners) {
      // The change is committed: a failing listener must not turn it into an error answer.
      try {
        listener(walletId, funds);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

const NO_BONUS: BonusShare = { bonus: 0n, of: 1n };

/**
 * The balance after one change: game debits spend bonus first; withdrawals and paid actions leave it whole;
 * a credit is bonus as its kind, its `from` share or (left out) the share the write's debits spent says.
 */
function nextBalance(before: Balance, change: FundsChange, derived: BonusShare): Balance {
  const { delta, kind } = change;
  const amount = before.amount + delta;
  if (delta >= 0n) {
    const bonus = kind === 'bonus' ? delta : bonusPartOf(delta, change.from ?? derived);
    return { amount, bonus: before.bonus + bonus };
  }
  if (kind === 'withdrawal' || kind === 'paid') return { amount, bonus: before.bonus };
  const spent = -delta < before.bonus ? -delta : before.bonus;
  return { amount, bonus: before.bonus - spent };
}

/** `amount` × share, rounded up: every rounding of the bonus is in the game's favour. */
export function bonusPartOf(amount: bigint, { bonus, of }: BonusShare): bigint {
  if (of <= 0n || bonus < 0n || bonus > of) {
    throw new Error(`a bonus share must be 0 to ${of} of ${of} > 0, not ${bonus}`);
  }
  return (amount * bonus + of - 1n) / of;
}

/** The larger of two shares (compared as fractions, exactly). */
function largerShare(a: BonusShare, b: BonusShare): BonusShare {
  return b.bonus * a.of > a.bonus * b.of ? b : a;
}

function bonusNotSpendable(
  token: InGameToken,
  { amount, bonus }: Balance,
  kind: FundsChange['kind'],
): string {
  const decimals = IN_GAME_DECIMALS[token];
  const free = `${fromBaseUnits(amount - bonus, decimals)} ${token}`;
  const rest = `the other ${fromBaseUnits(bonus, decimals)} ${token} are bonus`;
  return kind === 'paid'
    ? `only ${free} are not bonus: ${rest}, which cannot pay for this`
    : `only ${free} can be withdrawn: ${rest}, to play with, not to withdraw`;
}
