/** A remote built against a contract this shell does not provide (docs/deploying.md, "What the shell refuses"). */
export class IncompatibleTabError extends Error {
  constructor(
    readonly remote: string,
    readonly builtFor: string,
    readonly provided: string,
    reason: string,
  ) {
    super(`The ${remote} remote cannot run here: ${reason}`);
    this.name = 'IncompatibleTabError';
  }
}
