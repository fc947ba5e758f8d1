import { LAMPORTS_PER_SOL, type Connection, type PublicKey } from '@solana/web3.js';
import { awaitSignature } from './signatureOutcome';

const MIN_LAMPORTS = LAMPORTS_PER_SOL;
const AIRDROP_LAMPORTS = 10 * LAMPORTS_PER_SOL;

/**
 * On the local chain, tops the game authority up with SOL for withdrawal fees and new token accounts
 * when the chain's seed did not. Returns whether an airdrop was made; throws when it failed.
 */
export async function ensureFeeBalance(connection: Connection, authority: PublicKey): Promise<boolean> {
  if ((await connection.getBalance(authority, 'confirmed')) >= MIN_LAMPORTS) return false;
  const { lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
  const signature = await connection.requestAirdrop(authority, AIRDROP_LAMPORTS);
  // Polled rather than subscribed: the chain's PubSub address is not configured here.
  const outcome = await awaitSignature(connection, signature, lastValidBlockHeight, {
    timeoutMs: 10_000,
    intervalMs: 200,
  });
  if (outcome.kind !== 'confirmed') throw new Error(`the fee airdrop did not land: ${outcome.reason}`);
  return true;
}
