import bs58 from 'bs58';
import { uiTokenAmount } from '../accounts/uiTokenAmount';
import type { ProgramParser } from './types';
import { reader } from './types';

/** Adds the signing authority, or the multisig and its signers when more accounts follow it. */
function withAuthority(
  info: Record<string, unknown>,
  accounts: string[],
  index: number,
  name: string,
): Record<string, unknown> {
  if (accounts.length > index + 1) {
    info[`multisig${name[0]?.toUpperCase()}${name.slice(1)}`] = accounts[index];
    info.signers = accounts.slice(index + 1);
  } else {
    info[name] = accounts[index];
  }
  return info;
}

function optionalKey(data: Uint8Array, offset: number): string | undefined {
  return data[offset] === 1 && data.length >= offset + 33
    ? bs58.encode(data.subarray(offset + 1, offset + 33))
    : undefined;
}

const AUTHORITY_TYPES = ['mintTokens', 'freezeAccount', 'accountOwner', 'closeAccount'];

/** SPL Token (and the Token-2022 instructions they share), in a validator's jsonParsed shape. */
export const tokenParser: ProgramParser = {
  program: 'spl-token',
  parse(accounts, data) {
    if (data.length === 0) return undefined;
    const dv = reader(data);
    const amount = () => (data.length >= 9 ? dv.getBigUint64(1, true) : undefined);
    const checked = () => {
      const raw = amount();
      return raw === undefined || data.length < 10 ? undefined : uiTokenAmount(raw, data[9] as number);
    };
    const [a0, a1, a2] = accounts;
    switch (data[0]) {
      case 0:
      case 20: {
        if (data.length < 34) return undefined;
        const info: Record<string, unknown> = {
          mint: a0,
          decimals: data[1],
          mintAuthority: bs58.encode(data.subarray(2, 34)),
        };
        const freeze = optionalKey(data, 34);
        if (freeze) info.freezeAuthority = freeze;
        if (data[0] === 0) info.rentSysvar = a1;
        return { type: data[0] === 0 ? 'initializeMint' : 'initializeMint2', info };
      }
      case 1:
        return {
          type: 'initializeAccount',
          info: { account: a0, mint: a1, owner: a2, rentSysvar: accounts[3] },
        };
      case 16:
      case 18: {
        if (data.length < 33) return undefined;
        const owner = bs58.encode(data.subarray(1, 33));
        return data[0] === 16
          ? { type: 'initializeAccount2', info: { account: a0, mint: a1, owner, rentSysvar: a2 } }
          : { type: 'initializeAccount3', info: { account: a0, mint: a1, owner } };
      }
      case 3: {
        const raw = amount();
        if (raw === undefined) return undefined;
        return {
          type: 'transfer',
          info: withAuthority(
            { source: a0, destination: a1, amount: raw.toString() },
            accounts,
            2,
            'authority',
          ),
        };
      }
      case 4: {
        const raw = amount();
        if (raw === undefined) return undefined;
        return {
          type: 'approve',
          info: withAuthority({ source: a0, delegate: a1, amount: raw.toString() }, accounts, 2, 'owner'),
        };
      }
      case 5:
        return { type: 'revoke', info: withAuthority({ source: a0 }, accounts, 1, 'owner') };
      case 6: {
        const authorityType = AUTHORITY_TYPES[data[1] ?? 255];
        if (!authorityType) return undefined;
        const target =
          authorityType === 'mintTokens' || authorityType === 'freezeAccount' ? 'mint' : 'account';
        return {
          type: 'setAuthority',
          info: withAuthority(
            { [target]: a0, authorityType, newAuthority: optionalKey(data, 2) ?? null },
            accounts,
            1,
            'authority',
          ),
        };
      }
      case 7: {
        const raw = amount();
        if (raw === undefined) return undefined;
        return {
          type: 'mintTo',
          info: withAuthority(
            { mint: a0, account: a1, amount: raw.toString() },
            accounts,
            2,
            'mintAuthority',
          ),
        };
      }
      case 8: {
        const raw = amount();
        if (raw === undefined) return undefined;
        return {
          type: 'burn',
          info: withAuthority({ account: a0, mint: a1, amount: raw.toString() }, accounts, 2, 'authority'),
        };
      }
      case 9:
        return {
          type: 'closeAccount',
          info: withAuthority({ account: a0, destination: a1 }, accounts, 2, 'owner'),
        };
      case 10:
      case 11:
        return {
          type: data[0] === 10 ? 'freezeAccount' : 'thawAccount',
          info: withAuthority({ account: a0, mint: a1 }, accounts, 2, 'freezeAuthority'),
        };
      case 12: {
        const tokenAmount = checked();
        if (!tokenAmount) return undefined;
        return {
          type: 'transferChecked',
          info: withAuthority(
            { source: a0, mint: a1, destination: a2, tokenAmount },
            accounts,
            3,
            'authority',
          ),
        };
      }
      case 13: {
        const tokenAmount = checked();
        if (!tokenAmount) return undefined;
        return {
          type: 'approveChecked',
          info: withAuthority({ source: a0, mint: a1, delegate: a2, tokenAmount }, accounts, 3, 'owner'),
        };
      }
      case 14: {
        const tokenAmount = checked();
        if (!tokenAmount) return undefined;
        return {
          type: 'mintToChecked',
          info: withAuthority({ mint: a0, account: a1, tokenAmount }, accounts, 2, 'mintAuthority'),
        };
      }
      case 15: {
        const tokenAmount = checked();
        if (!tokenAmount) return undefined;
        return {
          type: 'burnChecked',
          info: withAuthority({ account: a0, mint: a1, tokenAmount }, accounts, 2, 'authority'),
        };
      }
      case 17:
        return { type: 'syncNative', info: { account: a0 } };
      case 21:
        return { type: 'getAccountDataSize', info: { mint: a0 } };
      case 22:
        return { type: 'initializeImmutableOwner', info: { account: a0 } };
      default:
        return undefined;
    }
  },
};
