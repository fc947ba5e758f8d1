import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { createGameApi } from '@companion/shared-state/api';
import { startGameApi, type RunningGameApi, type StartGameApiOptions } from '../../src/server';
import { createTestWallet, type TestWallet } from './testWallet';

export const TEST_MINTS = {
  GOLDY: Keypair.generate().publicKey.toBase58(),
  DFL: Keypair.generate().publicKey.toBase58(),
};

export function createTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'game-api-test-'));
}

export interface TestServer extends RunningGameApi {
  dataDir: string;
  /** The shared client against this server, with its own token holder. */
  client: (token?: string, onUnauthorized?: () => void) => ReturnType<typeof createGameApi>;
  /** A new wallet signed up and signed in through the client; returns its token. */
  signedInWallet: () => Promise<{ wallet: TestWallet; token: string }>;
  devFunds: (walletId: string, token: string, delta: string) => Promise<Response>;
  stop: () => Promise<void>;
}

/** A real server on an ephemeral port with its own SQLite file in a temp directory. */
export async function startTestServer(options: Partial<StartGameApiOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? createTempDir();
  const server = await startGameApi({
    mints: TEST_MINTS,
    logLevel: 'silent',
    authRateLimit: 100_000,
    apiRateLimit: 100_000,
    depositRateLimit: 100_000,
    enableDevRoutes: true,
    ...options,
    dataDir,
    port: 0,
  });
  const client = (token = '', onUnauthorized?: () => void) =>
    createGameApi({ authUrl: server.authUrl, apiUrl: server.apiUrl, getToken: () => token, onUnauthorized });
  return {
    ...server,
    dataDir,
    client,
    async signedInWallet() {
      const wallet = createTestWallet();
      const api = client();
      const { nonce } = await api.getNonce(wallet.walletId);
      const signature = wallet.signMessage(nonce);
      await api.signUp({ walletId: wallet.walletId, signature, nonce });
      const { token } = await api.signIn({ walletId: wallet.walletId, signature, nonce });
      return { wallet, token };
    },
    devFunds: (walletId, token, delta) =>
      fetch(`${server.url}/dev/funds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ walletId, token, delta }),
      }),
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON and returns status and parsed body, for requests the typed client would never send. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}
