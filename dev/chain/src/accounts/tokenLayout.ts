import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programIds';

export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;
/** Token-2022 never sizes a mint or account with extensions at this length, so it always means a multisig. */
export const MULTISIG_SIZE = 355;
const MULTISIG_MAX_SIGNERS = 11;
// Token-2022 puts an account-type byte right after the base token-account layout when extensions follow.
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

export type TokenAccountStatus = 'uninitialized' | 'initialized' | 'frozen';

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: TokenAccountStatus;
  /** Rent-exempt reserve of a wrapped-SOL account, null otherwise. */
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function key(data: Uint8Array, offset: number): string {
  return bs58.encode(data.subarray(offset, offset + 32));
}

/** A COption<Pubkey>: 4-byte tag then 32 bytes. */
function optionalKey(data: Uint8Array, offset: number): string | null {
  return view(data).getUint32(offset, true) === 1 ? key(data, offset + 4) : null;
}

export type TokenAccountKind = 'mint' | 'account' | 'multisig';

/** Which of the token layouts an account owned by a token program holds, if any. */
export function tokenAccountKind(owner: string, data: Uint8Array): TokenAccountKind | undefined {
  if (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) return undefined;
  if (data.length === MINT_SIZE) return 'mint';
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'account';
  if (data.length === MULTISIG_SIZE) return 'multisig';
  if (owner === TOKEN_2022_PROGRAM_ID && data.length > ACCOUNT_TYPE_OFFSET) {
    if (data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT) return 'mint';
    if (data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT) return 'account';
  }
  return undefined;
}

export function decodeMint(data: Uint8Array): MintState {
  const dv = view(data);
  return {
    mintAuthority: optionalKey(data, 0),
    supply: dv.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  };
}

const STATUSES: readonly TokenAccountStatus[] = ['uninitialized', 'initialized', 'frozen'];

export function decodeTokenAccount(data: Uint8Array): TokenAccountState {
  const dv = view(data);
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: dv.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state: STATUSES[data[108] ?? 0] ?? 'uninitialized',
    isNative: dv.getUint32(109, true) === 1 ? dv.getBigUint64(113, true) : null,
    delegatedAmount: dv.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  };
}

export interface MultisigState {
  numRequiredSigners: number;
  numValidSigners: number;
  isInitialized: boolean;
  signers: string[];
}

export function decodeMultisig(data: Uint8Array): MultisigState {
  const numValidSigners = Math.min(data[1] ?? 0, MULTISIG_MAX_SIGNERS);
  return {
    numRequiredSigners: data[0] ?? 0,
    numValidSigners,
    isInitialized: data[2] === 1,
    signers: Array.from({ length: numValidSigners }, (_, i) => key(data, 3 + i * 32)),
  };
}
