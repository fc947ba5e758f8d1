import type { ProgramParser } from './types';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export const memoParser: ProgramParser = {
  program: 'spl-memo',
  parse(_accounts, data) {
    try {
      return utf8.decode(data);
    } catch {
      return undefined;
    }
  },
};
