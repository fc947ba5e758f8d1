import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { requestFaucet } from '@companion/dev-chain';
import { createTempDir, startTestServer } from '../support/testServer';
import { newKey } from '../support/newKey';

jest.setTimeout(60_000);

const CHAIN_MAIN = path.join(__dirname, '..', '..', '..', 'chain', 'src', 'main.ts');

interface ChainProcess {
  child: ChildProcess;
  rpcUrl: string;
  exited: Promise<unknown>;
}

/** The chain as its own process (as the local stack runs it), so a kill -9 kills the chain and only it. */
function spawnChain(dataDir: string): Promise<ChainProcess> {
  const loader = pathToFileURL(require.resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', loader, CHAIN_MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, CHAIN_RPC_PORT: '0', CHAIN_WS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /chain ready (\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, rpcUrl: ready[1], exited });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the chain exited (${String(code)}): ${output}`)));
  });
}

/**
 * Attack (on the game's books): a withdrawal is answered `confirmed`, then the chain dies with kill -9.
 * The chain persists a transaction before it reports it confirmed, so after a restart every confirmed
 * withdrawal is still on chain and the game's ledger and the chain agree.
 */
describe('attack: a chain killed right after a confirmed withdrawal', () => {
  it('still has every confirmed withdrawal after its restart', async () => {
    const dataDir = createTempDir();
    let chain = await spawnChain(dataDir);
    const server = await startTestServer({ dataDir, mints: undefined, chainRpcUrl: chain.rpcUrl });
    try {
      const { wallet, token } = await server.signedInWallet();
      await requestFaucet(chain.rpcUrl, { owner: wallet.walletId });
      await server.devFunds(wallet.walletId, 'GOLDY', '3');
      const client = server.client(token);
      const signatures: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { transfer } = await client.withdraw({ token: 'GOLDY', amount: '1', idempotencyKey: newKey() });
        expect(transfer.status).toBe('confirmed');
        signatures.push(transfer.signature ?? '');
      }
      // Right after the last confirmed answer: no graceful shutdown, no last snapshot.
      chain.child.kill('SIGKILL');
      await chain.exited;

      chain = await spawnChain(dataDir);
      const connection = new Connection(chain.rpcUrl, 'confirmed');
      const found = await Promise.all(
        signatures.map((signature) =>
          connection.getTransaction(signature, {
            commitment: 'confirmed',
            maxSupportedTransactionVersion: 0,
          }),
        ),
      );
      expect(found.map((transaction) => transaction?.meta?.err)).toEqual([null, null, null]);
      const addresses = JSON.parse(fs.readFileSync(path.join(dataDir, 'addresses.json'), 'utf8')) as {
        mints: { GOLDY: string };
      };
      const account = getAssociatedTokenAddressSync(
        new PublicKey(addresses.mints.GOLDY),
        wallet.keypair.publicKey,
      );
      // The faucet's 1000 GOLDY and the 3 withdrawn.
      expect((await connection.getTokenAccountBalance(account)).value.amount).toBe('1003000000000');
    } finally {
      await server.close();
      chain.child.kill('SIGTERM');
      await chain.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
