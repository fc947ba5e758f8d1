import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Connection, Keypair } from '@solana/web3.js';
import { closeConnection } from '../../src/load/closeConnection';
import { requestFaucet } from '../../src/load/requestFaucet';
import type { FaucetGrant } from '../../src/load/requestFaucet';
import { startChain } from '../../src/server';
import type { RunningChain, StartChainOptions } from '../../src/server';

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export interface TestChain {
  chain: RunningChain;
  connection: Connection;
  dataDir: string;
  /** Calls a method and returns its result, or throws with the error object. */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Posts a raw body and returns the parsed reply (or undefined for an empty one). */
  post(
    body: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  fundedWallet(grant?: Omit<FaucetGrant, 'owner'>): Promise<Keypair>;
  /** Stops the chain; keeps the data directory when asked (restart tests). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'dev-chain-test-'));
}

export async function startTestChain(options: StartChainOptions = {}): Promise<TestChain> {
  const dataDir = options.dataDir ?? tempDataDir();
  const chain = await startChain({ rpcPort: 0, wsPort: 0, snapshotDelayMs: 50, ...options, dataDir });
  const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
  let id = 0;
  const post: TestChain['post'] = async (body, headers = {}) => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: response.headers,
    };
  };
  return {
    chain,
    connection,
    dataDir,
    async rpc<T>(method: string, params: unknown[] = []) {
      id += 1;
      const { body } = await post(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      const reply = body as { result?: T; error?: RpcErrorBody };
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result as T;
    },
    post,
    async fundedWallet(grant = {}) {
      const wallet = Keypair.generate();
      await requestFaucet(chain.rpcUrl, { owner: wallet.publicKey.toBase58(), ...grant });
      return wallet;
    },
    async stop({ keepData = false } = {}) {
      await closeConnection(connection);
      await chain.close();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the first value `poll` returns that is not undefined, or rejects after `timeoutMs`. */
export async function eventually<T>(
  poll: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await poll();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
