import { GameApiError } from '@companion/shared-state';
import { newIdempotencyKey } from './idempotencyKey';

/**
 * Whether a failed game call may still have been done: no answer arrived (unreachable, timed out) or the
 * server failed without saying what became of it (a 5xx other than the 502 and 503 the game words itself,
 * which say nothing moved or what moved was given back). A refusal (4xx) is the game's verdict.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof GameApiError)) return false;
  const { status } = error;
  return status === undefined || (status >= 500 && status !== 502 && status !== 503);
}

/**
 * The idempotency keys of the player's value-moving actions, named by what they do (e.g. "claim p-1"). Confirming
 * an action makes a new key; confirming the same action again after its answer was lost sends the same key,
 * so the game answers the first request and never pays twice (docs/game-api.md, "Idempotency"). Once the
 * game has answered, the next confirm is a new action with a new key.
 */
export class RetryKeys {
  /** Keys of actions whose answer was lost, kept for their retry. */
  private readonly unanswered = new Map<string, string>();

  /** Sends `action` with its key: the one its lost answer left, or a new one. */
  async send<T>(action: string, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const idempotencyKey = this.unanswered.get(action) ?? newIdempotencyKey();
    this.unanswered.set(action, idempotencyKey);
    try {
      const answer = await call(idempotencyKey);
      this.unanswered.delete(action);
      return answer;
    } catch (error) {
      if (!answerLost(error)) this.unanswered.delete(action);
      throw error;
    }
  }
}
