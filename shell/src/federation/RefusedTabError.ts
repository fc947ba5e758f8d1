import type { RefusalReason } from './remoteIntegrity';

/**
 * A tab with a file whose bytes differ from the hash the runtime config records for it, or that has no recorded
 * hash: none of it runs (docs/deploying.md, "Every file checked against its hash").
 */
export class RefusedTabError extends Error {
  constructor(
    readonly remote: string,
    readonly file: string,
    readonly reason: RefusalReason,
  ) {
    super(
      reason === 'changed'
        ? `The ${remote} remote was not run: ${file} does not match its recorded hash`
        : `The ${remote} remote was not run: ${file} has no recorded hash`,
    );
    this.name = 'RefusedTabError';
  }
}
