import { Transaction } from '@solana/web3.js';
import type { ValuedToken } from '@companion/shared-state/schemas';
import { readInstructions } from '../playerTransactions/readInstructions';

/** Token by mint address, for the chain's tokens. */
export type MintTokens = ReadonlyMap<string, ValuedToken>;

/** The chain's mints (as the local chain writes them down) by address. */
export function mintTokens(
  mints: Partial<Record<'GOLDY' | 'DFL' | 'USDC' | 'DFL_USDC', string>> = {},
): MintTokens {
  const byMint = new Map<string, ValuedToken>();
  for (const token of ['GOLDY', 'DFL', 'USDC', 'DFL_USDC'] as const) {
    const mint = mints[token];
    if (mint) byMint.set(mint, token);
  }
  return byMint;
}

/**
 * What a player transaction the game has not booked sends or burns, per token, read back from the bytes the
 * wallet signed (base64), in base units. Empty when the bytes cannot be read or name no known mint.
 */
export function unbookedMoves(bytes: string, tokens: MintTokens): Map<ValuedToken, bigint> {
  const moved = new Map<ValuedToken, bigint>();
  try {
    for (const instruction of readInstructions(Transaction.from(Buffer.from(bytes, 'base64')))) {
      if (instruction.type === 'createAccount') continue;
      const token = tokens.get(instruction.mint.toBase58());
      if (token) moved.set(token, (moved.get(token) ?? 0n) + instruction.amount);
    }
  } catch {
    // Recorded bytes were read once before they were accepted; should they not read now, nothing is shown.
  }
  return moved;
}
