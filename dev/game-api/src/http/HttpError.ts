/** An answer the client caused (4xx), with a message a person can read; sent as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
