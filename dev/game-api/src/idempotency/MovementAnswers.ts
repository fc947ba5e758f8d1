import type { Database } from 'better-sqlite3';
import { IdempotentAnswers, type IdempotentRequest } from './IdempotentAnswers';

/**
 * What the key of a route answered after the chain stores: the movement recorded with the key (the transfer
 * or the payout), and its final answer once the chain has confirmed it.
 */
export interface RecordedMovement<A> {
  movementId: string;
  answer?: A;
}

/**
 * The idempotency of a route whose answer is only known after the chain (a withdrawal, a staking payout),
 * through the one mechanism (IdempotentAnswers): the key is stored with the movement's id in the transaction
 * that debits or books it, before anything is sent. A repeat of the request answers from that record: the
 * final answer once stored, else (after the first request's wait for the chain, if this process is still on
 * it) the movement as it stands, e.g. still pending. Never a second movement.
 */
export class MovementAnswers<A> {
  private readonly answers: IdempotentAnswers;
  /** The first request's work on each movement this process is still doing: a repeat waits for it. */
  private readonly working = new Map<string, Promise<unknown>>();

  /** `answerNow` answers from a movement as it stands (throwing the same refusal a failed one got). */
  constructor(
    db: Database,
    private readonly answerNow: (movementId: string) => A,
  ) {
    this.answers = new IdempotentAnswers(db);
  }

  /** The movement recorded for the key, undefined when none; 409 when the key was another request's. */
  earlier(request: IdempotentRequest): RecordedMovement<A> | undefined {
    return this.answers.earlier<RecordedMovement<A>>(request);
  }

  /** Binds the key to the movement; call inside the transaction that records the movement. */
  record(request: IdempotentRequest, movementId: string, now: number): void {
    this.answers.save(request, { movementId } satisfies RecordedMovement<A>, now);
  }

  /** Runs the first request's work on its movement (sending, waiting for the chain, settling). */
  async work<T>(movementId: string, work: () => Promise<T>): Promise<T> {
    const running = work();
    this.working.set(movementId, running);
    try {
      return await running;
    } finally {
      this.working.delete(movementId);
    }
  }

  /** Stores the final answer of a movement the chain has confirmed: every repeat answers exactly it. */
  settle(request: IdempotentRequest, movementId: string, answer: A): void {
    this.answers.settle(request, { movementId, answer } satisfies RecordedMovement<A>);
  }

  /** The answer to a repeat of the request that recorded `recorded`. */
  async replay(request: IdempotentRequest, recorded: RecordedMovement<A>): Promise<A> {
    if (recorded.answer) return recorded.answer;
    await this.working.get(recorded.movementId)?.catch(() => undefined);
    return this.earlier(request)?.answer ?? this.answerNow(recorded.movementId);
  }
}
