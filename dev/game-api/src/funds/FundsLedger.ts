import type { Database } from 'better-sqlite3';
import {
  IN_GAME_DECIMALS,
  IN_GAME_TOKENS,
  type FundsList,
  type InGameToken,
} from '@companion/shared-state/schemas';
import type { BalanceStore } from '../db/balanceStore';
import { HttpError } from '../http/HttpError';
import type { InGameMints } from './inGameTokens';
import { fromBaseUnits, MAX_BASE_UNITS } from './units';

export interface FundsChange {
  token: InGameToken;
  /** Base units; negative for a debit. */
  delta: bigint;
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
    work: (write: (changes: readonly FundsChange[], reason: string) => void) => T,
  ): { result: T; funds: FundsList } {
    let wrote = false;
    const { result, funds } = this.db
      .transaction(() => {
        const result = work((changes, reason) => {
          this.write(walletId, changes, reason);
          wrote = true;
        });
        return { result, funds: this.list(walletId) };
      })
      .immediate();
    if (wrote) this.notify(walletId, funds);
    return { result, funds };
  }

  /**
   * Writes the changes inside the caller's transaction (e.g. sign-up seeding a new account) without
   * notifying: the caller commits, then tells listeners if anyone can be listening.
   */
  write(walletId: string, changes: readonly FundsChange[], reason: string): void {
    const at = this.now();
    for (const { token, delta } of changes) {
      const after = this.balances.get(walletId, token) + delta;
      if (after < 0n) {
        throw new HttpError(409, `insufficient ${token} funds: the balance cannot go below zero`);
      }
      if (after > MAX_BASE_UNITS) {
        throw new HttpError(409, `the ${token} balance would exceed the largest amount the game stores`);
      }
      this.balances.set(walletId, token, after);
      this.balances.recordMovement(walletId, token, delta, after, reason, at);
    }
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
