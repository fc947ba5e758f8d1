/** What a remote is built against that the shell must provide as it is. */
export type BuiltAgainst = 'app contract' | 'tab kit' | 'federation runtime';

/**
 * A remote built against a contract, a tab kit or a federation runtime this shell does not provide
 * (docs/deploying.md, "What the shell refuses").
 */
export class IncompatibleTabError extends Error {
  constructor(
    readonly remote: string,
    readonly builtFor: string,
    readonly provided: string,
    reason: string,
    readonly against: BuiltAgainst = 'app contract',
  ) {
    super(`The ${remote} remote cannot run here: ${reason}`);
    this.name = 'IncompatibleTabError';
  }
}
