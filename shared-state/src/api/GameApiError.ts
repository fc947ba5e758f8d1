/**
 * Every failure of a game call: the server refused (status set, message from the server when it sent
 * one), answered something unexpected, or could not be reached (no status). `message` is written for
 * a person; `request` names the call, e.g. "GET /p2e/funds".
 */
export class GameApiError extends Error {
  override readonly name = 'GameApiError';
  readonly status?: number;
  readonly request: string;

  constructor(message: string, options: { request: string; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.request = options.request;
    if (options.status !== undefined) this.status = options.status;
  }
}
