import fs from 'node:fs';
import path from 'node:path';
import { createGameApi } from '@companion/shared-state/api';
import { startGameApi } from '../src/server';
import { STACK_MISMATCH_MESSAGE } from '../src/stackData';
import { startServerProcess, type ServerProcess } from '../src/load/startServerProcess';
import { createTestWallet } from './support/testWallet';
import { createTempDir, TEST_MINTS } from './support/testServer';

jest.setTimeout(30_000);

function clientFor(url: string, token = '') {
  return createGameApi({ authUrl: `${url}/auth`, apiUrl: `${url}/api`, getToken: () => token });
}

async function signUpAndIn(url: string) {
  const wallet = createTestWallet();
  const api = clientFor(url);
  const { nonce } = await api.getNonce(wallet.walletId);
  const signature = wallet.signMessage(nonce);
  await api.signUp({ walletId: wallet.walletId, signature });
  const { token } = await api.signIn({ walletId: wallet.walletId, signature });
  return { walletId: wallet.walletId, token };
}

function credit(url: string, walletId: string, delta: string) {
  return fetch(`${url}/dev/funds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletId, token: 'GOLDY', delta }),
  });
}

describe('storage', () => {
  const dirs: string[] = [];
  const children: ServerProcess[] = [];
  const tempDir = () => {
    const dir = createTempDir();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const { child } of children) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every committed change and session across a kill -9, with two processes writing one file', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' });
    children.push(first);
    const inProcess = await startGameApi({
      dataDir,
      port: 0,
      logLevel: 'silent',
      mints: TEST_MINTS,
      enableDevRoutes: true,
    });
    try {
      const { walletId, token } = await signUpAndIn(first.url);
      // 200 requests split across two processes on the same SQLite file: +0.75 and -0.5 alternately.
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          credit(i % 2 === 0 ? first.url : inProcess.url, walletId, i % 4 < 2 ? '0.75' : '-0.5'),
        ),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);

      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      const second = await startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' });
      children.push(second);
      // 1000 + 100 × 0.75 − 100 × 0.5 = 1025
      expect((await clientFor(second.url, token).getFunds())[0]?.amount).toBe('1025');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await inProcess.close();
    }
  });

  it('reads mints from the chain addresses and refuses data of another stack', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'stack-id'), 'stack-a\n');
    fs.writeFileSync(
      path.join(dataDir, 'addresses.json'),
      JSON.stringify({ stackId: 'stack-a', mints: { ...TEST_MINTS, USDC: 'x', DFL_USDC: 'y' } }),
    );
    const server = await startGameApi({ dataDir, port: 0, logLevel: 'silent' });
    const { token } = await signUpAndIn(server.url);
    const funds = await clientFor(server.url, token).getFunds();
    expect(funds.slice(0, 2).map((item) => item.mint)).toEqual([TEST_MINTS.GOLDY, TEST_MINTS.DFL]);
    await server.close();

    fs.writeFileSync(path.join(dataDir, 'stack-id'), 'stack-b\n');
    await expect(startGameApi({ dataDir, port: 0, logLevel: 'silent' })).rejects.toThrow(
      STACK_MISMATCH_MESSAGE,
    );
    await expect(startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' })).rejects.toMatchObject({
      code: 1,
      output: expect.stringContaining(STACK_MISMATCH_MESSAGE),
    });
  });
});
