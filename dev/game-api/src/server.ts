import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Keypair } from '@solana/web3.js';
import { AuthService } from './auth/AuthService';
import { createAccountSeeder } from './accounts/seedNewAccount';
import { buildApp } from './app';
import { readAuthorityKeypair } from './chain/authorityKeypair';
import { createChainConnection } from './chain/chainConnection';
import { ensureFeeBalance } from './chain/ensureFeeBalance';
import { resolveTransferChain, type TransferChain } from './chain/transferChain';
import { DEFAULT_CONFIG, type GameApiConfig } from './config';
import { createBalanceStore } from './db/balanceStore';
import { createMetaStore } from './db/metaStore';
import { createNftStore } from './db/nftStore';
import { createNonceStore } from './db/nonceStore';
import { openDatabase } from './db/openDatabase';
import { createSessionStore } from './db/sessionStore';
import { createTransferStore } from './db/transferStore';
import { createWalletStore } from './db/walletStore';
import { createXpStore } from './db/xpStore';
import { FundsLedger } from './funds/FundsLedger';
import { inGameMints, MAINNET_MINTS } from './funds/inGameTokens';
import type { GameContext } from './GameContext';
import { isLoopbackAddress } from './http/loopback';
import { NotificationHub } from './notifications/NotificationHub';
import { NOTIFICATIONS_PATH } from './routes/notifications';
import { readChainAddresses, readChainStackId, STACK_MISMATCH_MESSAGE } from './stackData';
import { Deposits } from './transfers/Deposits';
import type { TransferDeps } from './transfers/TransferDeps';
import { Withdrawals } from './transfers/Withdrawals';
import { createXpReader } from './xp/readXp';

export type StartGameApiOptions = Partial<GameApiConfig> & {
  dataDir: string;
  /** The clock, for tests of expiry. */
  now?: () => number;
  /** Signs withdrawals; default `$DATA_DIR/game-authority.json` when the local chain wrote one. */
  authorityKeypair?: Keypair;
};

export interface RunningGameApi {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  /** {auth}, e.g. http://127.0.0.1:8787/auth */
  authUrl: string;
  /** {api}, e.g. http://127.0.0.1:8787/api */
  apiUrl: string;
  /** {notifications}, e.g. ws://127.0.0.1:8787/notifications */
  wsUrl: string;
  port: number;
  /** Open notification sockets, for load tests. */
  socketCount: () => number;
  close: () => Promise<void>;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** How often pending withdrawals whose answer was lost are looked up on chain. */
const RECONCILE_INTERVAL_MS = 30 * 1000;
/** How long a withdrawal request waits for `confirmed` before answering with the transfer still pending. */
const WITHDRAW_CONFIRM = { timeoutMs: 12_000, intervalMs: 150 };

/**
 * Starts the game API on its SQLite file in `dataDir` (port 0 = a free port). Refuses to start when the
 * local chain in the same directory belongs to another stack: chain and game state reset together.
 */
export async function startGameApi(options: StartGameApiOptions): Promise<RunningGameApi> {
  const { now = Date.now, authorityKeypair, ...overrides } = options;
  const config: GameApiConfig = { ...DEFAULT_CONFIG, ...overrides };
  const chain = readChainAddresses(config.dataDir);
  const mints = config.mints ?? chainMints(chain?.mints) ?? MAINNET_MINTS;
  const transferChain = resolveTransferChain({
    connection: createChainConnection(config.chainRpcUrl),
    mints,
    addresses: chain,
    authority: authorityKeypair ?? readAuthorityKeypair(config.dataDir),
  });

  const db = openDatabase(config.dataDir);
  try {
    claimStack(createMetaStore(db), readChainStackId(config.dataDir));

    const wallets = createWalletStore(db);
    const nfts = createNftStore(db);
    const ledger = new FundsLedger(db, createBalanceStore(db), inGameMints(mints), now, (error) =>
      console.error('game-api: a funds listener failed', error),
    );
    const auth = new AuthService(
      { db, wallets, nonces: createNonceStore(db), sessions: createSessionStore(db) },
      {
        domain: config.domain,
        nonceTtlMs: config.nonceTtlSeconds * 1000,
        sessionTtlMs: config.sessionTtlSeconds * 1000,
        now,
      },
    );
    const hub = new NotificationHub(config.heartbeatIntervalMs, now);
    const transfers = createTransferStore(db);
    const transferDeps: TransferDeps = {
      ledger,
      transfers,
      chain: transferChain,
      now,
      newId: () => crypto.randomUUID(),
      publish: (walletId, transfer) =>
        hub.sendToWallet(walletId, { type: 'transferUpdated', data: transfer }),
    };
    const withdrawals = new Withdrawals(transferDeps, WITHDRAW_CONFIRM);
    const ctx: GameContext = {
      config,
      auth,
      ledger,
      nfts,
      wallets,
      hub,
      seedAccount: createAccountSeeder(ledger, nfts, config.initialFunds),
      now,
      readXp: createXpReader(createXpStore(db), nfts),
      transfers,
      deposits: new Deposits(transferDeps),
      withdrawals,
    };

    const app = await buildApp(ctx);
    await app.listen({ host: config.host, port: config.port });
    const pruner = setInterval(() => auth.prune(), PRUNE_INTERVAL_MS);
    pruner.unref();
    const reconcile = () =>
      withdrawals
        .reconcile()
        .catch((error: unknown) => app.log.error({ err: error }, 'settling withdrawals failed'));
    const reconciler = setInterval(reconcile, RECONCILE_INTERVAL_MS);
    reconciler.unref();
    void reconcile();
    void fundFees(config.chainRpcUrl, transferChain).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not make sure the game authority has SOL for withdrawal fees'),
    );

    const { port } = app.server.address() as AddressInfo;
    const url = `http://${config.host}:${port}`;
    return {
      url,
      authUrl: `${url}/auth`,
      apiUrl: `${url}/api`,
      wsUrl: `ws://${config.host}:${port}${NOTIFICATIONS_PATH}`,
      port,
      socketCount: () => hub.size,
      async close() {
        clearInterval(pruner);
        clearInterval(reconciler);
        await app.close();
        // Withdrawals still talking to the chain write their outcome before the database closes.
        await withdrawals.drain();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** On the local chain only: airdrops are how the authority gets SOL there, never on a real cluster. */
async function fundFees(rpcUrl: string, chain: TransferChain | undefined): Promise<void> {
  const host = new URL(rpcUrl).hostname.replace(/^\[|\]$/g, '');
  if (!chain?.authority || !(host === 'localhost' || isLoopbackAddress(host))) return;
  await ensureFeeBalance(chain.connection, chain.authority.publicKey);
}

function chainMints(mints: { GOLDY?: string; DFL?: string } | undefined) {
  return mints?.GOLDY && mints.DFL ? { GOLDY: mints.GOLDY, DFL: mints.DFL } : undefined;
}

/** Records the chain's stack id on first start; refuses data that belongs to another chain state. */
function claimStack(meta: ReturnType<typeof createMetaStore>, chainStackId: string | undefined): void {
  if (chainStackId === undefined) return;
  const recorded = meta.get('stackId');
  if (recorded === undefined) meta.set('stackId', chainStackId);
  else if (recorded !== chainStackId) throw new Error(STACK_MISMATCH_MESSAGE);
}
