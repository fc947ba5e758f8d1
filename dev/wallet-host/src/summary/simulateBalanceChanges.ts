import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, VersionedTransaction, type Connection } from '@solana/web3.js';
import { formatUnits } from './formatUnits';

/** One of the signer's balances as the transaction would change it, e.g. "−10 DFL". */
export interface BalanceChange {
  symbol: string;
  /** Signed, exact: "-10", "+0.1". */
  change: string;
}

const LAMPORTS_DECIMALS = 9;
/** An SPL token account's amount: a u64 after the mint (32 bytes) and the owner (32 bytes). */
const AMOUNT_OFFSET = 64;

function tokenAmount(data: Uint8Array | null): bigint {
  if (!data || data.length < AMOUNT_OFFSET + 8) return 0n;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(AMOUNT_OFFSET, true);
}

const signed = (delta: bigint, decimals: number) =>
  `${delta > 0n ? '+' : '−'}${formatUnits(delta < 0n ? -delta : delta, decimals)}`;

/**
 * What the transaction would do to the signer's SOL and known tokens, by asking the chain to simulate it
 * (state after, against state now): shown before Approve, so a person sees "−15 DFL", not only programs.
 * Throws when the chain would refuse the transaction.
 */
export async function simulateBalanceChanges(
  connection: Connection,
  bytes: Uint8Array,
  owner: PublicKey,
  tokenNames: Record<string, string>,
): Promise<BalanceChange[]> {
  const transaction = VersionedTransaction.deserialize(bytes);
  // Only on-chain mints (an address); in-game identifiers have no account to read.
  const mints = Object.keys(tokenNames).filter((mint) => {
    try {
      new PublicKey(mint);
      return true;
    } catch {
      return false;
    }
  });
  const accounts = [
    owner,
    ...mints.map((mint) => getAssociatedTokenAddressSync(new PublicKey(mint), owner, true)),
  ];
  const [before, simulated, decimals] = await Promise.all([
    connection.getMultipleAccountsInfo(accounts, 'confirmed'),
    connection.simulateTransaction(transaction, {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: accounts.map((key) => key.toBase58()), encoding: 'base64' },
    }),
    Promise.all(
      mints.map((mint) =>
        connection.getTokenSupply(new PublicKey(mint)).then(
          (supply) => supply.value.decimals,
          () => 0,
        ),
      ),
    ),
  ]);
  if (simulated.value.err) {
    throw new Error(`the network would refuse it (${JSON.stringify(simulated.value.err)})`);
  }
  const after = simulated.value.accounts ?? [];
  const dataAfter = (index: number) => {
    const base64 = after[index]?.data[0];
    return base64 === undefined ? null : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  };
  const changes: BalanceChange[] = [];
  mints.forEach((mint, i) => {
    const delta = tokenAmount(dataAfter(i + 1)) - tokenAmount(before[i + 1]?.data ?? null);
    if (delta !== 0n) changes.push({ symbol: tokenNames[mint]!, change: signed(delta, decimals[i]!) });
  });
  const lamports = BigInt(after[0]?.lamports ?? 0) - BigInt(before[0]?.lamports ?? 0);
  if (after[0] && lamports !== 0n)
    changes.push({ symbol: 'SOL', change: signed(lamports, LAMPORTS_DECIMALS) });
  return changes;
}
