import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { requestHash } from './requestHash';

export const KEY_REUSED_MESSAGE = 'idempotencyKey was already used for a different request';

/** A value-moving request as its idempotency key binds it: the wallet, the route and the request's hash. */
export interface IdempotentRequest {
  walletId: string;
  /** The route's declared name, e.g. "buyTickets". */
  route: string;
  key: string;
  hash: string;
}

/** The binding of a route's request body (which carries `idempotencyKey`) for `walletId`. */
export function idempotentRequest(
  walletId: string,
  route: string,
  body: { idempotencyKey: string } & Record<string, unknown>,
): IdempotentRequest {
  return { walletId, route, key: body.idempotencyKey, hash: requestHash(body) };
}

/**
 * The one idempotency mechanism of every route declared `idempotent` (docs/game-api.md, "Idempotency"): the
 * answer is stored with the key, bound to the wallet, the route and the request's hash, in the request's own
 * transaction. The same key with the same request replays the stored answer; with another request or on
 * another route, 409. A route answered after the chain stores what it moved instead (MovementAnswers).
 */
export class IdempotentAnswers {
  private readonly find;
  private readonly insert;
  private readonly replace;

  constructor(db: Database) {
    this.find = db.prepare<[string, string], { route: string; request_hash: string; response: string }>(
      `SELECT route, request_hash, response FROM idempotent_requests
       WHERE wallet_id = ? AND idempotency_key = ?`,
    );
    this.insert = db.prepare<[string, string, string, string, string, number]>(
      `INSERT INTO idempotent_requests (wallet_id, idempotency_key, route, request_hash, response, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.replace = db.prepare<[string, string, string, string, string]>(
      `UPDATE idempotent_requests SET response = ?
       WHERE wallet_id = ? AND idempotency_key = ? AND route = ? AND request_hash = ?`,
    );
  }

  /** The stored answer for the request's key, undefined when there is none; 409 when it was another request. */
  earlier<T>(request: IdempotentRequest): T | undefined {
    const row = this.find.get(request.walletId, request.key);
    if (!row) return undefined;
    if (row.route !== request.route || row.request_hash !== request.hash) {
      throw new HttpError(409, KEY_REUSED_MESSAGE);
    }
    return JSON.parse(row.response) as T;
  }

  /** Whether the key has an answer stored (whatever request it was for). */
  has(walletId: string, key: string): boolean {
    return this.find.get(walletId, key) !== undefined;
  }

  /** Stores the answer; call inside the transaction that does the request's work. */
  save(request: IdempotentRequest, answer: unknown, now: number): void {
    this.insert.run(request.walletId, request.key, request.route, request.hash, JSON.stringify(answer), now);
  }

  /** Replaces a stored answer: a movement's final answer, once the chain has confirmed it. */
  settle(request: IdempotentRequest, answer: unknown): void {
    this.replace.run(JSON.stringify(answer), request.walletId, request.key, request.route, request.hash);
  }
}
