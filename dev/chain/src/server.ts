import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultDataDir } from './config';
import { FaucetRequestError, parseFaucetRequest } from './faucet/FaucetRequest';
import type { FaucetRequest } from './faucet/FaucetRequest';
import { fundWallet } from './faucet/fundWallet';
import { SubscriptionHub } from './pubsub/SubscriptionHub';
import { createWsServer } from './pubsub/wsServer';
import { ClientError, createHttpServer } from './rpc/httpServer';
import { handleJsonRpc } from './rpc/jsonRpc';
import { rpcMethods } from './rpc/methods';
import type { NodeAddresses } from './rpc/methods';
import type { GameAddresses } from './seed/gameState';
import { openChainState } from './state/openChainState';
import { SnapshotScheduler } from './state/SnapshotScheduler';
import { readAccountDir } from './genesis/accountFiles';

export type { GameAddresses } from './seed/gameState';
export { resetDataDir } from './state/resetDataDir';

export interface StartChainOptions {
  /** Default: $DATA_DIR, else <repo>/.local. */
  dataDir?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** JSON-RPC port; 0 picks a free one. Default 8899. */
  rpcPort?: number;
  /** PubSub WebSocket port; 0 picks a free one. Default 8900. */
  wsPort?: number;
  /** Wall-clock length of a block (ms); 0 stops the clock (blockhashes then never expire). Default 400. */
  slotMs?: number;
  /**
   * How soon a change is written to the snapshot (ms). Default 50. A transaction is reported confirmed
   * only once a snapshot holding it is on disk, so this bounds the extra confirmation latency.
   */
  snapshotDelayMs?: number;
  /** Transactions kept for getTransaction / getSignaturesForAddress. Default 20000. */
  historyCapacity?: number;
  /** Blocks kept for getBlock and the other block methods. Default 50000. */
  blockCapacity?: number;
  /**
   * A folder of account files (`solana account <address> --output json`) a new chain starts with, as a test
   * validator's `--account-dir`. A chain restored from its data directory keeps the accounts it has.
   */
  accountDir?: string;
  /** Server-side faults (never client mistakes). Default: console.error. */
  onError?: (error: unknown) => void;
}

export interface RunningChain {
  rpcUrl: string;
  wsUrl: string;
  dataDir: string;
  addresses: GameAddresses;
  /** Stops serving, writes the final snapshot and frees the data directory. */
  close(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Lets requests in flight finish (up to a grace period), then drops whatever connection is left. */
function stop(server: http.Server, graceMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the local chain: restores or creates its state in `dataDir`, seeds the game's mints and vaults,
 * and serves JSON-RPC over HTTP and PubSub over WebSocket.
 */
export async function startChain(options: StartChainOptions = {}): Promise<RunningChain> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const host = options.host ?? '127.0.0.1';
  const onError = options.onError ?? ((error: unknown) => console.error('[chain]', error));
  const state = await openChainState(dataDir, {
    historyCapacity: options.historyCapacity,
    blockCapacity: options.blockCapacity,
    genesisAccounts: options.accountDir ? readAccountDir(options.accountDir) : undefined,
  });
  const { chain } = state;

  const snapshots = new SnapshotScheduler(state.save, options.snapshotDelayMs ?? 50, onError);
  const stopSnapshots = chain.onTransaction(() => snapshots.markDirty());
  const slotMs = options.slotMs ?? 400;
  const clock = slotMs > 0 ? setInterval(() => chain.tick(), slotMs) : undefined;
  clock?.unref();

  const node: NodeAddresses = { rpc: null, pubsub: null };
  const methods = rpcMethods(chain, node);
  const rpcServer = createHttpServer(
    {
      rpc: (body) => handleJsonRpc(body, methods, undefined, onError),
      async faucet(body) {
        let request: FaucetRequest;
        try {
          request = parseFaucetRequest(body);
        } catch (error) {
          if (error instanceof FaucetRequestError) throw new ClientError(400, error.message);
          throw error;
        }
        return { signatures: fundWallet(chain, state.authority, state.game, request) };
      },
    },
    onError,
  );
  const hub = new SubscriptionHub(chain);
  const wsHttpServer = http.createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('this port speaks WebSocket (Solana PubSub)');
  });
  const wss = createWsServer(wsHttpServer, hub, onError);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      if (clock) clearInterval(clock);
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      hub.close();
      await Promise.all([stop(rpcServer), stop(wsHttpServer)]);
      stopSnapshots();
      try {
        await snapshots.flush();
        await state.save();
      } finally {
        state.release();
      }
    })();
    return closing;
  };

  try {
    const rpcPort = await listen(rpcServer, options.rpcPort ?? 8899, host);
    const wsPort = await listen(wsHttpServer, options.wsPort ?? 8900, host);
    node.rpc = `${urlHost(host)}:${rpcPort}`;
    node.pubsub = `${urlHost(host)}:${wsPort}`;
    return {
      rpcUrl: `http://${urlHost(host)}:${rpcPort}`,
      wsUrl: `ws://${urlHost(host)}:${wsPort}`,
      dataDir,
      addresses: state.addresses,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
