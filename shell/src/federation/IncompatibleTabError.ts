/**
 * What a remote is built against that the shell must provide as it is: the contract, the kit, the federation
 * runtime, or a strict singleton by its package name ("react").
 */
// `string & {}` keeps the three names offered by the editor while allowing a package's name.
export type BuiltAgainst = 'app contract' | 'tab kit' | 'federation runtime' | (string & {});

/**
 * A remote built against a contract, a tab kit, a federation runtime or a singleton's version this shell does
 * not provide
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
