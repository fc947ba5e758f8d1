import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { closeConnection } from './closeConnection';
import { requestFaucet } from './requestFaucet';

export interface LoadTestOptions {
  rpcUrl: string;
  wsUrl: string;
  /** The token transferred (9 decimals, e.g. the seeded DFL mint). */
  mint: string;
  clients?: number;
  transfersPerClient?: number;
  /** Clients stop starting new transfers after this long. */
  timeLimitMs?: number;
}

export interface LoadTestResult {
  clients: number;
  transfersPerClient: number;
  attempted: number;
  confirmed: number;
  failed: number;
  timedOut: boolean;
  seconds: number;
  transactionsPerSecond: number;
  /** sendRawTransaction → confirmTransaction('confirmed') resolved over the WebSocket, in ms. */
  latencyMs: { p50: number; p95: number; max: number; mean: number };
}

const DECIMALS = 9;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Concurrent clients, each with its own Connection (HTTP + WebSocket), each sending SPL transferChecked
 * transactions one after another the way a wallet does: fetch a blockhash, sign, sendRawTransaction,
 * confirmTransaction at `confirmed`. Bounded by a fixed count and a time cap.
 */
export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  const clients = options.clients ?? 8;
  const transfersPerClient = options.transfersPerClient ?? 50;
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const mint = new PublicKey(options.mint);

  const wallets = Array.from({ length: clients }, () => ({
    sender: Keypair.generate(),
    recipient: Keypair.generate(),
  }));
  for (const { sender, recipient } of wallets) {
    await requestFaucet(options.rpcUrl, {
      owner: sender.publicKey.toBase58(),
      sol: 1,
      tokens: { DFL: 1_000_000 },
    });
    await requestFaucet(options.rpcUrl, {
      owner: recipient.publicKey.toBase58(),
      sol: 0,
      tokens: { DFL: 1, GOLDY: 0, USDC: 0, DFL_USDC: 0 },
    });
  }

  const latencies: number[] = [];
  let attempted = 0;
  let failed = 0;
  let timedOut = false;
  const started = performance.now();
  let finished = started;
  const deadline = started + timeLimitMs;

  const runClient = async ({ sender, recipient }: (typeof wallets)[number]) => {
    const connection = new Connection(options.rpcUrl, { commitment: 'confirmed', wsEndpoint: options.wsUrl });
    const source = getAssociatedTokenAddressSync(mint, sender.publicKey);
    const destination = getAssociatedTokenAddressSync(mint, recipient.publicKey);
    try {
      for (let i = 0; i < transfersPerClient; i += 1) {
        if (performance.now() > deadline) {
          timedOut = true;
          return;
        }
        attempted += 1;
        try {
          const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
          const transaction = new Transaction({
            feePayer: sender.publicKey,
            blockhash,
            lastValidBlockHeight,
          }).add(
            // A different amount each time keeps every transaction (and signature) distinct.
            createTransferCheckedInstruction(
              source,
              mint,
              destination,
              sender.publicKey,
              BigInt(i + 1),
              DECIMALS,
            ),
          );
          transaction.sign(sender);
          const sent = performance.now();
          const signature = await connection.sendRawTransaction(transaction.serialize());
          const { value } = await connection.confirmTransaction(
            { signature, blockhash, lastValidBlockHeight },
            'confirmed',
          );
          if (value.err) failed += 1;
          else {
            finished = performance.now();
            latencies.push(finished - sent);
          }
        } catch {
          failed += 1;
        }
      }
    } finally {
      await closeConnection(connection);
    }
  };
  await Promise.all(wallets.map(runClient));

  const seconds = (finished - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return {
    clients,
    transfersPerClient,
    attempted,
    confirmed: latencies.length,
    failed,
    timedOut,
    seconds: round(seconds),
    transactionsPerSecond: round(latencies.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted[sorted.length - 1] ?? 0),
      mean: round(mean),
    },
  };
}

export function describeLoadResult(result: LoadTestResult): string {
  return (
    `${result.confirmed}/${result.attempted} transfers confirmed (${result.clients} clients × ${result.transfersPerClient}` +
    `${result.timedOut ? ', stopped by the time cap' : ''}) in ${result.seconds} s: ` +
    `${result.transactionsPerSecond} tx/s, confirmation latency p50 ${result.latencyMs.p50} ms, ` +
    `p95 ${result.latencyMs.p95} ms, max ${result.latencyMs.max} ms`
  );
}
