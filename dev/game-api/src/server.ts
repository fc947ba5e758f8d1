import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Keypair } from '@solana/web3.js';
import { TRANSFER_DECIMALS } from '@companion/shared-state/schemas';
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
import { toBaseUnits } from './funds/units';
import { inGameMints, MAINNET_MINTS } from './funds/inGameTokens';
import type { GameContext } from './GameContext';
import { isLoopbackAddress } from './http/loopback';
import { NotificationHub } from './notifications/NotificationHub';
import { NOTIFICATIONS_PATH } from './routes/notifications';
import { readChainAddresses, readChainStackId, STACK_MISMATCH_MESSAGE } from './stackData';
import { Deposits } from './transfers/Deposits';
import { createPlayerTransactionStore } from './db/playerTransactionStore';
import { checkBooks, type BookLine } from './books/checkBooks';
import { createBooksCheck } from './books/startupBooks';
import { PlayerTransactions } from './playerTransactions/PlayerTransactions';
import { transactionKinds } from './playerTransactions/transactionKinds';
import { createFailedHistory, failedDeposit, failedPoolAction } from './playerTransactions/failedToWire';
import type { TransferDeps } from './transfers/TransferDeps';
import { GameClock } from './time/GameClock';
import { Withdrawals } from './transfers/Withdrawals';
import { createPoolStore } from './db/poolStore';
import { createRaffleStore } from './db/raffleStore';
import { Raffles } from './raffles/Raffles';
import { createStakeStore } from './db/stakeStore';
import { ChainActions } from './pool/ChainActions';
import { LiquidityPool } from './pool/LiquidityPool';
import { resolvePoolChain } from './pool/poolChain';
import { Staking } from './staking/Staking';
import { stakeOptions } from './staking/stakeOptions';
import { createXpReader } from './xp/readXp';
import { NftActions } from './nfts/NftActions';
import { MINI_GAME_MAX_SCORE } from './nfts/mechanics';
import { NftCollect } from './nfts/NftCollect';
import { NftMinter } from './nfts/NftMinter';
import { createMiniGameStore } from './db/miniGameStore';
import { nftMintAddress } from './chain/nftMint';
import { heldNftMints } from './chain/nftHoldings';
import { errorText } from './chain/signatureOutcome';
import { NFT_METADATA_PATH, nftImageUrl } from './routes/nftMetadata';
import { createActivityFeed } from './activity/ActivityFeed';
import { createPlayerHistory } from './history/createPlayerHistory';

export type StartGameApiOptions = Partial<GameApiConfig> & {
  dataDir: string;
  /** The clock, for tests of expiry. */
  now?: () => number;
  /** Signs withdrawals; default `$DATA_DIR/game-authority.json` when the local chain wrote one. */
  authorityKeypair?: Keypair;
  /** Tests only: throws inside an NFT action after its funds moved (NftActionDeps.faultAfterDebit). */
  nftFaultAfterDebit?: (reason: string) => void;
  /** Tests only: the mini-game's score instead of a random one, so a test can check the exact payout. */
  miniGameScore?: () => number;
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
  /** Every HTTP route, e.g. "GET /api/p2e/funds", so tests can walk all of them. */
  routes: readonly string[];
  /** The books against the chain, account by account (tests check them after every value movement). */
  checkBooks: () => Promise<BookLine[]>;
  /** Open notification sockets, for load tests. */
  socketCount: () => number;
  close: () => Promise<void>;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** How often raffles that came due are closed and drawn when no request did it first. */
const RAFFLE_TICK_MS = 5_000;
/** How often p2e NFTs not on chain yet are minted when no sign-up started it first. */
const MINT_TICK_MS = 5_000;
/** How often adventures that ended are paid when no request did it first. */
const ADVENTURE_TICK_MS = 5_000;
/** How often pending withdrawals whose answer was lost are looked up on chain. */
const RECONCILE_INTERVAL_MS = 30 * 1000;
/** How often recorded player transactions whose request ended are looked up on chain. */
const PLAYER_TRANSACTION_TICK_MS = 5_000;
/** How long a deposit, stake or liquidity request waits for `confirmed` before answering 202. */
const PLAYER_TRANSACTION_CONFIRM_MS = 10_000;
/** How long a withdrawal request waits for `confirmed` before answering with the transfer still pending. */
const WITHDRAW_CONFIRM = { timeoutMs: 12_000, intervalMs: 150 };

/**
 * Starts the game API on its SQLite file in `dataDir` (port 0 = a free port). Refuses to start when the
 * local chain in the same directory belongs to another stack: chain and game state reset together.
 */
export async function startGameApi(options: StartGameApiOptions): Promise<RunningGameApi> {
  const {
    now = Date.now,
    authorityKeypair,
    nftFaultAfterDebit,
    miniGameScore = () => crypto.randomInt(0, MINI_GAME_MAX_SCORE + 1),
    ...overrides
  } = options;
  const config: GameApiConfig = { ...DEFAULT_CONFIG, ...overrides };
  const chain = readChainAddresses(config.dataDir);
  const mints = config.mints ?? chainMints(chain?.mints) ?? MAINNET_MINTS;
  const connection = createChainConnection(config.chainRpcUrl);
  const authority = authorityKeypair ?? readAuthorityKeypair(config.dataDir);
  const transferChain = resolveTransferChain({ connection, mints, addresses: chain, authority });
  const poolChain = resolvePoolChain(connection, chain, authority);

  const db = openDatabase(config.dataDir);
  try {
    const meta = createMetaStore(db);
    claimStack(meta, readChainStackId(config.dataDir));

    const wallets = createWalletStore(db);
    // A p2e NFT's mint is the authority's seed address for its id, so it is known before it is minted.
    const nfts = createNftStore(
      db,
      authority && ((nftId) => nftMintAddress(authority.publicKey, nftId).toBase58()),
    );
    let publicUrl = config.publicUrl;
    const minter =
      authority &&
      new NftMinter({
        connection,
        authority,
        nfts,
        now,
        metadataUri: (mint) => `${publicUrl}${NFT_METADATA_PATH}/${mint}`,
        imageUrl: (nft) => nftImageUrl(config.appUri, nft.image),
        timing: WITHDRAW_CONFIRM,
        onError: (error) => console.error('game-api: minting an NFT failed', error),
        // The player's open inventory shows it in the wallet as soon as it is there.
        onMinted: (walletId, nftId) => nftActions.announce(walletId, nftId),
      });
    const nftCollect =
      authority &&
      new NftCollect({
        connection,
        authority,
        nfts,
        now,
        gameNow: () => clock.now(),
        metadataUri: (mint) => `${publicUrl}${NFT_METADATA_PATH}/${mint}`,
        imageUrl: (nft) => nftImageUrl(config.appUri, nft.image),
        onCollected: (walletId, nftId) => nftActions.announce(walletId, nftId),
      });
    if (config.starterP2eNfts && !minter) {
      console.warn('game-api: STARTER_P2E_NFTS is on but there is no game authority to mint with: f2p only');
    }
    const ledger = new FundsLedger(db, createBalanceStore(db), inGameMints(mints), now, (error) =>
      console.error('game-api: a funds listener failed', error),
    );
    const auth = new AuthService(
      { db, wallets, nonces: createNonceStore(db), sessions: createSessionStore(db) },
      {
        domain: config.domain,
        uri: config.appUri,
        chainId: config.chainId,
        nonceTtlMs: config.nonceTtlSeconds * 1000,
        maxOpenNonces: config.maxOpenNonces,
        sessionTtlMs: config.sessionTtlSeconds * 1000,
        now,
      },
    );
    const hub = new NotificationHub(config.heartbeatIntervalMs, now);
    const transfers = createTransferStore(db);
    const transferDeps: TransferDeps = {
      ledger,
      db,
      transfers,
      chain: transferChain,
      now,
      newId: () => crypto.randomUUID(),
      publish: (walletId, transfer) =>
        hub.sendToWallet(walletId, { type: 'transferUpdated', data: transfer }),
    };
    const withdrawals = new Withdrawals(transferDeps, WITHDRAW_CONFIRM, {
      minimum: toBaseUnits(config.withdrawMinimum, TRANSFER_DECIMALS) ?? 0n,
      perHour: config.withdrawalsPerHour,
    });
    const clock = new GameClock(now, meta);
    const poolStore = createPoolStore(db);
    const chainActions = new ChainActions(poolStore, now, WITHDRAW_CONFIRM);
    const newId = () => crypto.randomUUID();
    const pool = new LiquidityPool({
      db,
      store: poolStore,
      chain: poolChain,
      actions: chainActions,
      now,
      newId,
      publish: (walletId, action) => hub.sendToWallet(walletId, { type: 'liquidityUpdated', data: action }),
    });
    const staking = new Staking({
      db,
      store: createStakeStore(db),
      actions: poolStore,
      chainActions,
      chain: poolChain,
      clock,
      now,
      newId,
      options: stakeOptions(config.stakingRates, config.stakeLimits),
      lpReserves: () => pool.bookedReserves(),
      publish: (walletId, position) => hub.sendToWallet(walletId, { type: 'stakeUpdated', data: position }),
    });
    const raffles = new Raffles({
      db,
      store: createRaffleStore(db),
      ledger,
      nfts,
      clock,
      now,
      newSeed: () => crypto.randomBytes(32).toString('hex'),
      publish: (raffle) => hub.broadcast({ type: 'raffleUpdated', data: raffle }),
    });
    const xpStore = createXpStore(db);
    const readXp = createXpReader(xpStore, nfts);
    const nftActions = new NftActions({
      db,
      ledger,
      nfts,
      gameNow: () => clock.now(),
      publish: (walletId, nft) => hub.sendToWallet(walletId, { type: 'nftUpdated', data: nft }),
      addXp: (walletId, xp) => {
        readXp(walletId, 'Total'); // seeds the starting XP first, so play adds to it
        xpStore.add(walletId, 'Total', xp);
      },
      score: miniGameScore,
      sessions: createMiniGameStore(db),
      newSessionId: () => crypto.randomUUID(),
      faultAfterDebit: nftFaultAfterDebit,
      heldMints: (walletId) => heldNftMints(connection, walletId),
      onChainError: (error) => console.warn('game-api: reading NFTs on chain failed', errorText(error)),
    });
    // Prices of NFT actions a stop interrupted between taking the price and booking go back before any request.
    nftActions.giveBackAbandonedHolds();
    const playerTransactionStore = createPlayerTransactionStore(db);
    const playerTransactions = new PlayerTransactions(
      {
        store: playerTransactionStore,
        connection: transferChain?.connection ?? poolChain?.connection,
        now,
        confirmTimeoutMs: PLAYER_TRANSACTION_CONFIRM_MS,
        onFailed: (row) => {
          const transfer = row.kind === 'deposit' && transferChain && failedDeposit(row, transferChain);
          if (transfer) hub.sendToWallet(row.wallet_id, { type: 'transferUpdated', data: transfer });
          const action = poolChain && failedPoolAction(row, poolChain);
          if (action) hub.sendToWallet(row.wallet_id, { type: 'liquidityUpdated', data: action });
        },
        onError: (error, row) =>
          console.error(`game-api: settling the player's ${row.kind} ${row.signature} failed`, error),
      },
      transactionKinds({
        ready: () => books.ready(),
        transferChain,
        poolChain,
        deposits: new Deposits(transferDeps),
        staking,
        pool,
        nftCollect,
      }),
    );
    const books = createBooksCheck(
      { db, meta, connection, transferChain, poolChain },
      { pool, settle: () => playerTransactions.settle(), log: (line) => console.error(`game-api: ${line}`) },
    );
    const ctx: GameContext = {
      config,
      auth,
      ledger,
      nfts,
      wallets,
      hub,
      seedAccount: createAccountSeeder(ledger, nfts, config.initialFunds, () => clock.now(), {
        p2e: config.starterP2eNfts && minter !== undefined,
      }),
      mintNfts: () => minter?.kick(),
      nftCollect,
      now,
      clock,
      readXp,
      nftActions,
      transfers,
      playerTransactions,
      failedTransactions: createFailedHistory(playerTransactionStore, transferChain, poolChain),
      withdrawals,
      pool,
      staking,
      raffles,
      activity: createActivityFeed(db, chain?.mints),
      history: createPlayerHistory(db, { config, readXp, wallets, pool, clock, now }),
    };

    const routes: string[] = [];
    const app = await buildApp(ctx, routes);
    await app.listen({ host: config.host, port: config.port });
    const pruner = setInterval(() => auth.prune(), PRUNE_INTERVAL_MS);
    pruner.unref();
    const reconcile = () => {
      withdrawals
        .reconcile()
        .catch((error: unknown) => app.log.error({ err: error }, 'settling withdrawals failed'));
      reconcilePoolActions(poolStore, pool, staking).catch((error: unknown) =>
        app.log.error({ err: error }, 'settling pool and staking actions failed'),
      );
    };
    const reconciler = setInterval(reconcile, RECONCILE_INTERVAL_MS);
    reconciler.unref();
    // Player transactions left recorded by a lost answer or a restart: booked once they land, else failed.
    const settlePlayerTransactions = () =>
      playerTransactions
        .settle()
        .catch((error: unknown) => app.log.error({ err: error }, 'settling player transactions failed'));
    const playerTransactionTicker = setInterval(settlePlayerTransactions, PLAYER_TRANSACTION_TICK_MS);
    playerTransactionTicker.unref();
    // The books' starting point and their check against the chain; retried by the first value request.
    books
      .ready()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'the books could not be checked against the chain yet'),
      );
    // Raffles close and draw on the game clock; requests and clock moves settle them too, this catches the rest.
    const raffleTicker = setInterval(() => {
      try {
        raffles.tick();
      } catch (error) {
        app.log.error({ err: error }, 'settling raffles failed');
      }
    }, RAFFLE_TICK_MS);
    raffleTicker.unref();
    // Adventures pay when they end on the game clock; reads and actions settle them too, this catches the rest.
    const adventureTicker = setInterval(() => {
      try {
        nftActions.settleAdventures();
      } catch (error) {
        app.log.error({ err: error }, 'paying ended adventures failed');
      }
    }, ADVENTURE_TICK_MS);
    adventureTicker.unref();
    void reconcile();
    void fundFees(config.chainRpcUrl, transferChain).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not make sure the game authority has SOL for withdrawal fees'),
    );

    const { port } = app.server.address() as AddressInfo;
    const url = `http://${config.host}:${port}`;
    publicUrl ||= url;
    // Starter NFTs created at sign-ups and not minted yet, including any a restart interrupted.
    const mintTicker = setInterval(() => minter?.kick(), MINT_TICK_MS);
    mintTicker.unref();
    minter?.kick();
    return {
      url,
      authUrl: `${url}/auth`,
      apiUrl: `${url}/api`,
      wsUrl: `ws://${config.host}:${port}${NOTIFICATIONS_PATH}`,
      port,
      routes,
      socketCount: () => hub.size,
      checkBooks: () => checkBooks({ db, meta, connection, transferChain, poolChain }),
      async close() {
        clearInterval(pruner);
        clearInterval(reconciler);
        clearInterval(raffleTicker);
        clearInterval(adventureTicker);
        clearInterval(mintTicker);
        clearInterval(playerTransactionTicker);
        await app.close();
        // Withdrawals still talking to the chain write their outcome before the database closes.
        await withdrawals.drain();
        await playerTransactions.drain();
        await chainActions.drain();
        await minter?.stop();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Settles pool and staking actions left open by a lost answer or a restart, one at a time. */
async function reconcilePoolActions(
  store: ReturnType<typeof createPoolStore>,
  pool: LiquidityPool,
  staking: Staking,
): Promise<void> {
  for (const row of store.open()) {
    await (row.kind === 'add' || row.kind === 'remove' ? pool.reconcile(row) : staking.reconcile(row));
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
