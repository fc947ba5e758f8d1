import type { ProgramParser } from './types';

export const associatedTokenParser: ProgramParser = {
  program: 'spl-associated-token-account',
  parse(accounts, data) {
    // An empty instruction is the original `create`; 1 is `createIdempotent`.
    const kind =
      data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : undefined;
    if (!kind) return undefined;
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts;
    return { type: kind, info: { source, account, wallet, mint, systemProgram, tokenProgram } };
  },
};
