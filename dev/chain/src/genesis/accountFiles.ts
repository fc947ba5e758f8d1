import fs from 'node:fs';
import path from 'node:path';
import bs58 from 'bs58';

/** An account a new chain starts with, as `solana account <address> --output json` writes it. */
export interface GenesisAccount {
  address: string;
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
  rentEpoch: bigint;
}

function fail(file: string, what: string): never {
  throw new Error(`${file}: ${what} (expected the JSON of \`solana account <address> --output json\`)`);
}

function address(file: string, value: unknown, field: string): string {
  if (typeof value !== 'string') fail(file, `${field} is not an address`);
  try {
    if (bs58.decode(value).length === 32) return value;
  } catch {
    // not base58: said below
  }
  return fail(file, `${field} is not an address`);
}

function integer(file: string, value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  return fail(file, `${field} is not a whole number`);
}

function accountData(file: string, value: unknown): Uint8Array {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
    return fail(file, 'account.data is not [data, encoding]');
  }
  const [text, encoding] = value as [string, unknown];
  if (encoding === 'base64') return new Uint8Array(Buffer.from(text, 'base64'));
  if (encoding === 'base58') return bs58.decode(text);
  return fail(file, `account.data's encoding ${JSON.stringify(encoding)} is not base64 or base58`);
}

/** One account file, checked field by field; a wrong file stops the chain's start with its name. */
export function parseAccountFile(file: string, json: unknown): GenesisAccount {
  if (!json || typeof json !== 'object') fail(file, 'not a JSON object');
  const { pubkey, account } = json as { pubkey?: unknown; account?: Record<string, unknown> };
  if (!account || typeof account !== 'object') fail(file, 'no account');
  return {
    address: address(file, pubkey, 'pubkey'),
    lamports: integer(file, account.lamports, 'account.lamports'),
    data: accountData(file, account.data),
    owner: address(file, account.owner, 'account.owner'),
    executable: account.executable === true,
    rentEpoch: integer(file, account.rentEpoch ?? 0, 'account.rentEpoch'),
  };
}

/**
 * Every `*.json` account file in `dir`, in name order: what solana-test-validator's `--account-dir` loads, so
 * fixtures written for a test validator (a mint, a token account, a program's state) work here unchanged.
 */
export function readAccountDir(dir: string): GenesisAccount[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((name) => {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      fail(file, 'not JSON');
    }
    return parseAccountFile(file, json);
  });
}
