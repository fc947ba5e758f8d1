import type { Database } from 'better-sqlite3';
import {
  IN_GAME_DECIMALS,
  IN_GAME_TOKENS,
  type FundsList,
  type InGameToken,
} from '@companion/shared-state/schemas';
import type { Balance, BalanceStore } from '../db/balanceStore';
import { HttpError } from '../http/HttpError';
import type { InGameMints } from './inGameTokens';
import { fromBaseUnits, MAX_BASE_UNITS } from './units';

export interface FundsChange {
  token: InGameToken;
  /** Base units; negative for a debit. */
  delta: bigint;
  /**
   * How the change meets the starting bonus (docs/game-api.md, "Starting funds"). Left out: a credit is
   * withdrawable, a debit (a game action) spends bonus first. `bonus`: a credit granted as bonus (the
   * starting funds). `withdrawal`: a debit that may take only the withdrawable part, never the bonus.
   */
  kind?: 'bonus' | 'withdrawal';
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
   * notifying: the caller commits, then tells listeners if anyone can be listening. Returns, per change,
   * how much of the starting bonus it spent: a game action that is later undone credits that part back
   * with `kind: 'bonus'` (and the rest as a plain credit), so undoing never turns bonus into withdrawable.
   */
  write(walletId: string, changes: readonly FundsChange[], reason: string): bigint[] {
    const at = this.now();
    const bonusSpent: bigint[] = [];
    for (const change of changes) {
      const { token, delta } = change;
      const before = this.balances.get(walletId, token);
      const after = nextBalance(before, change);
      if (after.amount < 0n) {
        throw new HttpError(409, `insufficient ${token} funds: the balance cannot go below zero`);
      }
      if (after.amount < after.bonus) {
        throw new HttpError(409, bonusNotWithdrawable(token, before));
      }
      if (after.amount > MAX_BASE_UNITS) {
        throw new HttpError(409, `the ${token} balance would exceed the largest amount the game stores`);
      }
      this.balances.set(walletId, token, after);
      this.balances.recordMovement(walletId, token, delta, after.amount, reason, at);
      bonusSpent.push(before.bonus > after.bonus ? before.bonus - after.bonus : 0n);
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

/** The balance after one change: game debits spend bonus first; withdrawals leave it whole. */
function nextBalance(before: Balance, { delta, kind }: FundsChange): Balance {
  const amount = before.amount + delta;
  if (delta >= 0n) return { amount, bonus: kind === 'bonus' ? before.bonus + delta : before.bonus };
  if (kind === 'withdrawal') return { amount, bonus: before.bonus };
  const spent = -delta < before.bonus ? -delta : before.bonus;
  return { amount, bonus: before.bonus - spent };
}

function bonusNotWithdrawable(token: InGameToken, { amount, bonus }: Balance): string {
  const decimals = IN_GAME_DECIMALS[token];
  return (
    `only ${fromBaseUnits(amount - bonus, decimals)} ${token} can be withdrawn: ` +
    `the other ${fromBaseUnits(bonus, decimals)} ${token} are a starting bonus to play with, not to withdraw`
  );
}
