import fs from 'node:fs';
import bs58 from 'bs58';
import {
  Connection,
  Keypair,
  PublicKey,
  sendAndConfirmTransaction,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { closeConnection, requestFaucet, startChain, type RunningChain } from '@companion/dev-chain';

/** The chain's tokens a test moves, with their decimals (USDC: a token the game does not take). */
const DECIMALS = { DFL: 9, GOLDY: 9, USDC: 6 } as const;
type ChainToken = keyof typeof DECIMALS;
import type { StartGameApiOptions } from '../../src/server';
import { createTempDir, startTestServer, type TestServer } from './testServer';
import { createTestWallet, type TestWallet } from './testWallet';

export interface SignedForGame {
  transaction: string;
  signature: string;
}

export interface TestStack {
  chain: RunningChain;
  /** The game API; replaced by restartServer. */
  readonly server: TestServer;
  /**
   * Stops the game API and starts it again on the same data (what a restart of the process does);
   * `whileStopped` runs in between (e.g. what a killed process left in its database).
   */
  restartServer: (whileStopped?: () => void | Promise<void>) => Promise<TestServer>;
  /** The test's own connection (with PubSub, for sendAndConfirmTransaction). */
  connection: Connection;
  /** A wallet signed in to the game and funded on chain by the faucet (SOL and 1,000 of each token). */
  fundedWallet: () => Promise<{ wallet: TestWallet; token: string }>;
  /**
   * A funded wallet with withdrawable in-game funds besides its starting bonus: `credits` (token units)
   * are added through the dev route, as a deposit would.
   */
  withdrawingWallet: (credits: {
    GOLDY?: string;
    DFL?: string;
  }) => Promise<{ wallet: TestWallet; token: string }>;
  /**
   * Signs, never sends, a transaction of `instructions` paid by `payer`: what the app hands to the game
   * (base64) and the signature that names it on chain.
   */
  signed: (payer: Keypair, ...instructions: TransactionInstruction[]) => Promise<SignedForGame>;
  /** A signed, unsent transferChecked of `amount` base units to the game vault: a deposit to hand over. */
  signedDeposit: (from: Keypair, token: 'DFL' | 'GOLDY', amount: bigint) => Promise<SignedForGame>;
  /** Fails the test when the books and the chain differ (docs/game-api.md, "The books equal the chain"). */
  expectBooksEqual: () => Promise<void>;
  /** Signs and sends an SPL transferChecked of `amount` base units from the wallet's token account. */
  sendTokens: (from: Keypair, token: ChainToken, amount: bigint, destination?: PublicKey) => Promise<string>;
  /** A token account's balance in base units, 0 when it does not exist. */
  balanceOf: (account: PublicKey) => Promise<bigint>;
  /** The wallet's associated token account of `token`. */
  ataOf: (owner: PublicKey, token: ChainToken) => PublicKey;
  vaultOf: (token: ChainToken) => PublicKey;
  stop: () => Promise<void>;
}

/**
 * A local chain and a game API on one data directory, both on free ports, as the local stack runs them.
 * `serverOptions` override the game API's configuration (e.g. its withdrawal limits).
 */
export async function startTestStack(
  serverOptions: Partial<StartGameApiOptions> = {},
  chainOptions: { slotMs?: number } = {},
): Promise<TestStack> {
  const dataDir = createTempDir();
  const chain = await startChain({
    dataDir,
    rpcPort: 0,
    wsPort: 0,
    onError: () => undefined,
    ...chainOptions,
  });
  // mints: undefined lets the server read them from the chain's addresses.json, as in the stack.
  const startServer = () =>
    startTestServer({ ...serverOptions, dataDir, mints: undefined, chainRpcUrl: chain.rpcUrl });
  let server = await startServer();
  const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
  const mintOf = (token: ChainToken) => new PublicKey(chain.addresses.mints[token]);
  const ataOf = (owner: PublicKey, token: ChainToken) => getAssociatedTokenAddressSync(mintOf(token), owner);
  const fundedWallet = async () => {
    const signedIn = await server.signedInWallet();
    await requestFaucet(chain.rpcUrl, { owner: signedIn.wallet.walletId });
    return signedIn;
  };

  const signed = async (payer: Keypair, ...instructions: TransactionInstruction[]) => {
    const { blockhash } = await connection.getLatestBlockhash('confirmed');
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      ...instructions,
    );
    transaction.sign(payer);
    return {
      transaction: transaction.serialize().toString('base64'),
      signature: bs58.encode(transaction.signature ?? new Uint8Array()),
    };
  };

  return {
    chain,
    signed,
    signedDeposit: (from, token, amount) =>
      signed(
        from,
        createTransferCheckedInstruction(
          ataOf(from.publicKey, token),
          mintOf(token),
          new PublicKey(chain.addresses.vaults[token]),
          from.publicKey,
          amount,
          DECIMALS[token],
        ),
      ),
    async expectBooksEqual() {
      const lines = await server.checkBooks();
      expect(lines.filter((line) => line.status !== 'equal')).toEqual([]);
      expect(lines.length).toBeGreaterThan(0);
    },
    get server() {
      return server;
    },
    async restartServer(whileStopped) {
      await server.close();
      await whileStopped?.();
      server = await startServer();
      return server;
    },
    connection,
    ataOf,
    vaultOf: (token) => new PublicKey(chain.addresses.vaults[token]),
    fundedWallet,
    async withdrawingWallet(credits) {
      const signedIn = await fundedWallet();
      for (const [token, amount] of Object.entries(credits)) {
        const response = await server.devFunds(signedIn.wallet.walletId, token, amount);
        if (response.status !== 200) throw new Error(`/dev/funds answered ${response.status}`);
      }
      return signedIn;
    },
    async sendTokens(from, token, amount, destination = new PublicKey(chain.addresses.vaults[token])) {
      const mint = mintOf(token);
      const transaction = new Transaction().add(
        createTransferCheckedInstruction(
          ataOf(from.publicKey, token),
          mint,
          destination,
          from.publicKey,
          amount,
          DECIMALS[token],
        ),
      );
      return sendAndConfirmTransaction(connection, transaction, [from], { commitment: 'confirmed' });
    },
    async balanceOf(account) {
      const info = await connection.getTokenAccountBalance(account, 'confirmed').catch(() => undefined);
      return info ? BigInt(info.value.amount) : 0n;
    },
    async stop() {
      await closeConnection(connection);
      await server.close();
      await chain.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An associated token account for `owner`, created by `payer` (a transfer destination that is not a vault). */
export async function createTokenAccount(
  stack: TestStack,
  payer: Keypair,
  owner: PublicKey,
  token: ChainToken,
): Promise<PublicKey> {
  const account = stack.ataOf(owner, token);
  const mint = new PublicKey(stack.chain.addresses.mints[token]);
  await sendAndConfirmTransaction(
    stack.connection,
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, account, owner, mint),
    ),
    [payer],
    { commitment: 'confirmed' },
  );
  return account;
}

export { createTestWallet };
