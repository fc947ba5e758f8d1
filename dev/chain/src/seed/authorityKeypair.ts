import fs from 'node:fs';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { writeFileAtomicSync } from '../state/atomicWrite';

/**
 * The game server's keypair in Solana CLI format (a JSON array of the 64 secret-key bytes). dev/game-api
 * signs withdrawals and mints with it; created on first use.
 */
export function loadOrCreateAuthority(file: string): Keypair {
  if (fs.existsSync(file)) {
    let bytes: unknown;
    try {
      bytes = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${file} is not valid JSON: expected an array of 64 numbers (Solana CLI keypair)`);
    }
    if (
      !Array.isArray(bytes) ||
      bytes.length !== 64 ||
      !bytes.every((b) => Number.isInteger(b) && b >= 0 && b < 256)
    ) {
      throw new Error(`${file} is not a Solana CLI keypair: expected an array of 64 byte values`);
    }
    return Keypair.fromSecretKey(Uint8Array.from(bytes as number[]));
  }
  const keypair = Keypair.generate();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomicSync(file, JSON.stringify([...keypair.secretKey]), 0o600);
  return keypair;
}
