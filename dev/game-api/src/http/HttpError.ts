/**
 * An answer with a message a person can read, sent as `{ error }`: a 4xx the client caused, or a 5xx that
 * names a problem upstream (the chain) rather than a fault of this server.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
