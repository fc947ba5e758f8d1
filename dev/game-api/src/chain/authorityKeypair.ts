import fs from 'node:fs';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';

export const AUTHORITY_FILE = 'game-authority.json';

/**
 * The game authority's keypair from `$DATA_DIR/game-authority.json` (Solana CLI format: a JSON array
 * of the 64 secret-key bytes, written by the local chain), or undefined when there is none.
 */
export function readAuthorityKeypair(dataDir: string): Keypair | undefined {
  const file = path.join(dataDir, AUTHORITY_FILE);
  if (!fs.existsSync(file)) return undefined;
  let bytes: unknown;
  try {
    bytes = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`${file} is not valid JSON`, { cause });
  }
  if (!Array.isArray(bytes) || bytes.length !== 64 || !bytes.every(isByte)) {
    throw new Error(`${file} must be a JSON array of 64 byte values (a Solana CLI keypair)`);
  }
  return Keypair.fromSecretKey(Uint8Array.from(bytes));
}

function isByte(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < 256;
}
