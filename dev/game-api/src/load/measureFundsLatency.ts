import WebSocket from 'ws';
import { fundsListSchema, fundsUpdatedMessageSchema } from '@companion/shared-state/schemas';
import type { SignedInWallet } from './measureSignIns';
import { percentile, round, runPool } from './stats';

export interface FundsLatencyFigures {
  openSockets: number;
  wallets: number;
  credits: number;
  /** Credits in flight at once (each to a different wallet). */
  concurrency: number;
  /** Deliveries measured: one per socket of the credited wallet. */
  deliveries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const DELIVERY_TIMEOUT_MS = 10_000;

interface Listener {
  expectedAmount: string;
  onDelivered: () => void;
}

/**
 * Opens `sockets` notification sockets spread evenly over the given wallets, then for each entry of
 * `rounds` credits those wallets (`concurrency` wallets at a time, one credit in flight per wallet) and
 * times each credit from sending the request to each of the wallet's sockets receiving fundsUpdated
 * with the new amount.
 */
export async function measureFundsLatency(
  server: { url: string; wsUrl: string },
  sessions: readonly SignedInWallet[],
  options: { sockets: number; rounds: { credits: number; concurrency: number }[]; deadline: number },
): Promise<FundsLatencyFigures[]> {
  if (sessions.length === 0) throw new Error('no signed-in wallets to credit');
  const listeners = new Map<WebSocket, Listener | undefined>();
  const socketsOf = new Map<string, WebSocket[]>();
  const goldy = new Map<string, number>();
  const all: WebSocket[] = [];

  const openSocket = (session: SignedInWallet) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${server.wsUrl}?Authorization=${session.token}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.on('message', (data) => {
        const listener = listeners.get(socket);
        if (!listener) return;
        const message = fundsUpdatedMessageSchema.safeParse(JSON.parse(data.toString()));
        if (message.success && message.data.data[0]?.amount === listener.expectedAmount) {
          listeners.set(socket, undefined);
          listener.onDelivered();
        }
      });
    });

  const creditRound = async (credits: number, concurrency: number): Promise<FundsLatencyFigures> => {
    const latencies: number[] = [];
    const targets = Array.from(
      { length: credits },
      (_, i) => sessions[i % sessions.length] as SignedInWallet,
    );
    // No more workers than wallets, taking wallets in turn: at most one credit in flight per wallet.
    const workers = Math.min(concurrency, sessions.length);
    const done = await runPool(targets, workers, options.deadline, async (session) => {
      const sockets = socketsOf.get(session.walletId) ?? [];
      // Whole-token credits keep the expected amount exact in a double for any realistic balance.
      const amount = (goldy.get(session.walletId) ?? 0) + 1;
      goldy.set(session.walletId, amount);
      const started = performance.now();
      const delivered = sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            listeners.set(socket, {
              expectedAmount: String(amount),
              onDelivered: () => {
                latencies.push(performance.now() - started);
                resolve();
              },
            });
          }),
      );
      const response = await fetch(`${server.url}/dev/funds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ walletId: session.walletId, token: 'GOLDY', delta: '1' }),
      });
      if (!response.ok) throw new Error(`credit answered ${response.status}: ${await response.text()}`);
      await withTimeout(Promise.all(delivered), DELIVERY_TIMEOUT_MS, `fundsUpdated for ${session.walletId}`);
    });
    return {
      openSockets: all.length,
      wallets: socketsOf.size,
      credits: done,
      concurrency: workers,
      deliveries: latencies.length,
      p50Ms: round(percentile(latencies, 0.5), 2),
      p95Ms: round(percentile(latencies, 0.95), 2),
      p99Ms: round(percentile(latencies, 0.99), 2),
      maxMs: round(Math.max(...latencies), 2),
    };
  };

  try {
    await runPool(sessions, 20, options.deadline, async (session) => {
      const response = await fetch(`${server.url}/api/p2e/funds`, {
        headers: { authorization: session.token },
      });
      const funds = fundsListSchema.parse(await response.json());
      goldy.set(session.walletId, Number(funds[0]?.amount ?? 0));
    });
    const indexes = Array.from({ length: options.sockets }, (_, i) => i);
    await runPool(indexes, 50, options.deadline, async (i) => {
      const session = sessions[i % sessions.length] as SignedInWallet;
      const socket = await openSocket(session);
      all.push(socket);
      socketsOf.set(session.walletId, [...(socketsOf.get(session.walletId) ?? []), socket]);
    });
    const figures: FundsLatencyFigures[] = [];
    for (const { credits, concurrency } of options.rounds)
      figures.push(await creditRound(credits, concurrency));
    return figures;
  } finally {
    for (const socket of all) socket.terminate();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
