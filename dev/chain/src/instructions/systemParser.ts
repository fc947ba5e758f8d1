import bs58 from 'bs58';
import type { ProgramParser } from './types';
import { reader } from './types';

/** The System program instructions wallets and the game use; anything else stays undecoded. */
export const systemParser: ProgramParser = {
  program: 'system',
  parse(accounts, data) {
    if (data.length < 4) return undefined;
    const dv = reader(data);
    const [a0, a1] = accounts;
    switch (dv.getUint32(0, true)) {
      case 0:
        if (data.length < 52) return undefined;
        return {
          type: 'createAccount',
          info: {
            source: a0,
            newAccount: a1,
            lamports: Number(dv.getBigUint64(4, true)),
            space: Number(dv.getBigUint64(12, true)),
            owner: bs58.encode(data.subarray(20, 52)),
          },
        };
      case 1:
        if (data.length < 36) return undefined;
        return { type: 'assign', info: { account: a0, owner: bs58.encode(data.subarray(4, 36)) } };
      case 2:
        if (data.length < 12) return undefined;
        return {
          type: 'transfer',
          info: { source: a0, destination: a1, lamports: Number(dv.getBigUint64(4, true)) },
        };
      case 8:
        if (data.length < 12) return undefined;
        return { type: 'allocate', info: { account: a0, space: Number(dv.getBigUint64(4, true)) } };
      default:
        return undefined;
    }
  },
};
