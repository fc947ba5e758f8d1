import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import type { Nft, NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import { closeConnection, requestFaucet, startChain, type RunningChain } from '@companion/dev-chain';
import Database from 'better-sqlite3';
import path from 'node:path';
import { inventoryPlayer } from '../support/inventoryPlayer';
import { createTempDir, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

/** The owner a JSON-RPC body reads the token accounts of (getTokenAccountsByOwner), if it is such a read. */
function tokenAccountsOwner(body: string): string | null {
  try {
    const calls: unknown = JSON.parse(body);
    for (const call of Array.isArray(calls) ? calls : [calls]) {
      const { method, params } = call as { method?: unknown; params?: unknown };
      if (method === 'getTokenAccountsByOwner' && Array.isArray(params) && typeof params[0] === 'string')
        return params[0];
    }
  } catch {
    // Not JSON: not a read of token accounts.
  }
  return null;
}

/**
 * A JSON-RPC proxy between the game API and the chain, as an attacker with a slow path to the game's RPC
 * would make one: when armed for a wallet, the chosen read of that wallet's NFTs is answered with what the
 * chain said, but only after `onRead` ran (the NFT moved away meanwhile).
 */
async function startChainProxy(target: string) {
  let armed: { owner: string; read: number; onRead: () => Promise<void> } | null = null;
  let reads = 0;
  /** Per owner, the reads of its token accounts on their way and when the last one was answered. */
  const ownerReads = new Map<string, { open: number; lastAt: number }>();
  const readsOf = (owner: string) => {
    let entry = ownerReads.get(owner);
    if (!entry) ownerReads.set(owner, (entry = { open: 0, lastAt: 0 }));
    return entry;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const owner = tokenAccountsOwner(body);
      if (owner) readsOf(owner).open += 1;
      void (async () => {
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await answer.text();
        const trap = armed;
        if (trap && body.includes('getTokenAccountsByOwner') && body.includes(trap.owner)) {
          reads += 1;
          if (reads === trap.read) {
            armed = null;
            await trap.onRead();
          }
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      })()
        .catch((error: unknown) => {
          response.writeHead(502);
          response.end(String(error));
        })
        .finally(() => {
          if (!owner) return;
          const entry = readsOf(owner);
          entry.open -= 1;
          entry.lastAt = Date.now();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /**
     * Resolves once no read of `owner`'s token accounts is on its way and none was answered for `quietMs`: the
     * game's own reads after its NFTs were minted (each announced with a read of the wallet) are over, so that
     * the reads an armed trap counts are the action's.
     */
    async quiet(owner: string, quietMs = 300) {
      for (;;) {
        const { open, lastAt } = readsOf(owner);
        const wait = open > 0 ? 50 : lastAt + quietMs - Date.now();
        if (wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
    /** On the `read`-th read of `owner`'s NFTs from now, runs `onRead` before answering. */
    arm(owner: string, read: number, onRead: () => Promise<void>) {
      reads = 0;
      armed = { owner, read, onRead };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Attack: act on a p2e NFT (repair, mini-game) and move it to another wallet between the game's ownership
 * check and the booking of the action. The game takes the price, reads the holder again, and books only if
 * the NFT is still there; otherwise the price goes back and nothing is done (docs/game-api.md, "p2e NFTs on
 * chain"). A move after that second read is the documented residual window.
 */
describe('attack: an NFT moved between the ownership check and the action', () => {
  let dataDir: string;
  let chain: RunningChain;
  let proxy: Awaited<ReturnType<typeof startChainProxy>>;
  let server: TestServer;
  let connection: Connection;
  beforeAll(async () => {
    dataDir = createTempDir();
    chain = await startChain({ dataDir, rpcPort: 0, wsPort: 0, onError: () => undefined });
    proxy = await startChainProxy(chain.rpcUrl);
    server = await startTestServer({
      dataDir,
      mints: undefined,
      chainRpcUrl: proxy.url,
      starterP2eNfts: true,
    });
    connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
  });
  afterAll(async () => {
    await closeConnection(connection);
    await server.close();
    await proxy.close();
    await chain.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A player whose starter p2e NFTs are minted into their wallet, with SOL to move them. */
  async function mintedPlayer() {
    const p = await inventoryPlayer(server, chain.addresses.mints.GOLDY);
    await requestFaucet(chain.rpcUrl, { owner: p.wallet.walletId });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const p2e = await p.get<Nft[]>('/nft/p2e');
      if (p2e.length > 0 && p2e.every((nft) => nft.inWallet)) {
        await proxy.quiet(p.wallet.walletId);
        return { ...p, p2e };
      }
      if (Date.now() > deadline) throw new Error('the starter p2e NFTs were not minted within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Moves the NFT's one token from the player's wallet to `to`, confirmed. */
  async function moveNft(mint: string, from: Keypair, to: PublicKey) {
    const mintKey = new PublicKey(mint);
    const source = getAssociatedTokenAddressSync(mintKey, from.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const destination = getAssociatedTokenAddressSync(mintKey, to, false, TOKEN_2022_PROGRAM_ID);
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(
          from.publicKey,
          destination,
          to,
          mintKey,
          TOKEN_2022_PROGRAM_ID,
        ),
        createTransferCheckedInstruction(
          source,
          mintKey,
          destination,
          from.publicKey,
          1,
          0,
          [],
          TOKEN_2022_PROGRAM_ID,
        ),
      ),
      [from],
      { commitment: 'confirmed' },
    );
  }

  it('gives the repair price back and leaves the NFT as it was when the NFT left after the check', async () => {
    const p = await mintedPlayer();
    const gun = p.p2e.find((nft) => nft.type === 'gun')!;
    expect(gun.hp).toBeLessThan(gun.maxHp);
    const quote = await p.get<NftQuote>(`/nft/quote?nftId=${gun.id}`);
    const before = await p.goldy();
    const elsewhere = Keypair.generate().publicKey;
    // The game's first read of the wallet says "held"; by the time it is answered the gun has moved.
    proxy.arm(p.wallet.walletId, 1, () => moveNft(gun.mint!, p.wallet.keypair, elsewhere));
    const body = { nftId: gun.id, idempotencyKey: crypto.randomUUID(), goldy: quote.repair.goldy };
    const repair = await p.post('/workflows/repair-nft', body);
    console.log(
      `repair of a gun moved after the check: ${repair.status}, charged ${
        Number(before) - Number(await p.goldy())
      } GOLDY of a ${quote.repair.goldy} GOLDY quote`,
    );
    expect(repair).toEqual({
      status: 409,
      body: { error: 'This NFT is not in your wallet. Move it back to your Global Wallet to use it.' },
    });
    expect(await p.goldy()).toBe(before);
    const listed = (await p.get<Nft[]>('/nft/p2e')).find((nft) => nft.id === gun.id)!;
    expect(listed).toMatchObject({ hp: gun.hp, inWallet: false });
    // The key stored nothing: the same request is refused again, still without a charge.
    expect((await p.post('/workflows/repair-nft', body)).status).toBe(409);
    expect(await p.goldy()).toBe(before);
  });

  it('pays no mini-game reward and spends no energy for a fishing rod moved after the check', async () => {
    const p = await mintedPlayer();
    const rod = p.p2e.find((nft) => nft.type === 'fishingRod')!;
    const before = await p.goldy();
    proxy.arm(p.wallet.walletId, 1, () => moveNft(rod.mint!, p.wallet.keypair, Keypair.generate().publicKey));
    const played = await p.post('/workflows/play-animals-mini-game', {
      nftId: rod.id,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(played.status).toBe(409);
    expect(await p.goldy()).toBe(before);
    const listed = (await p.get<Nft[]>('/nft/p2e')).find((nft) => nft.id === rod.id)!;
    expect(listed.energy).toBeCloseTo(rod.energy, 1);
    expect(await p.get(`/workflows/game-session?nftId=${rod.id}`)).toEqual([]);
  });

  it('books an action whose NFT stays, charging once; a move after the second read is the residual window', async () => {
    const p = await mintedPlayer();
    const harvester = p.p2e.find((nft) => nft.type === 'harvester')!;
    const quote = await p.get<NftQuote>(`/nft/quote?nftId=${harvester.id}`);
    const before = await p.goldy();
    // The move lands only after the second read answered "held": the repair is booked (docs/game-api.md).
    proxy.arm(p.wallet.walletId, 2, () =>
      moveNft(harvester.mint!, p.wallet.keypair, Keypair.generate().publicKey),
    );
    const repair = await p.post('/workflows/repair-nft', {
      nftId: harvester.id,
      idempotencyKey: crypto.randomUUID(),
      goldy: quote.repair.goldy,
    });
    expect(repair.status).toBe(200);
    expect((repair.body as NftActionResult).nft.hp).toBe(harvester.maxHp);
    expect(Number(before) - Number(await p.goldy())).toBeCloseTo(Number(quote.repair.goldy), 9);
  });
});

describe("a stop between taking an NFT action's price and booking it", () => {
  it('gives the held price back at the next start, the bonus part as bonus', async () => {
    const dataDir = createTempDir();
    let server = await startTestServer({ dataDir });
    try {
      const { wallet, token } = await server.signedInWallet();
      expect((await server.devFunds(wallet.walletId, 'GOLDY', '5')).status).toBe(200); // withdrawable, besides the 1000 bonus GOLDY
      await server.close();
      // What a stop right after step 2 leaves: 1000.5 GOLDY taken (all the bonus first, then 0.5) and held.
      const db = new Database(path.join(dataDir, 'game.sqlite'));
      const taken = 1_000_500_000_000n;
      db.prepare(
        "UPDATE balances SET amount = amount - ?, bonus = 0 WHERE wallet_id = ? AND token = 'GOLDY'",
      ).run(taken, wallet.walletId);
      db.prepare(
        `INSERT INTO nft_holds (wallet_id, idempotency_key, nft_id, changes, reason, created_at)
         VALUES (?, 'key-1', 'nft-1', ?, 'upgrade nft-1 to level 2', 0)`,
      ).run(
        wallet.walletId,
        JSON.stringify([{ token: 'GOLDY', delta: `-${taken}`, bonus: '1000000000000' }]),
      );
      db.close();
      server = await startTestServer({ dataDir });
      // GOLDY first in the funds list: all of it back.
      expect((await server.client(token).getFunds())[0]?.amount).toBe('1005');
      // And the bonus came back as bonus: only the 5 GOLDY credited are withdrawable, as before.
      const read = new Database(path.join(dataDir, 'game.sqlite'), { readonly: true });
      const balance = read
        .prepare("SELECT amount, bonus FROM balances WHERE wallet_id = ? AND token = 'GOLDY'")
        .get(wallet.walletId);
      const holds = read.prepare('SELECT COUNT(*) AS count FROM nft_holds').get();
      read.close();
      expect(balance).toEqual({ amount: 1_005_000_000_000, bonus: 1_000_000_000_000 });
      expect(holds).toEqual({ count: 0 });
    } finally {
      await server.stop();
    }
  });
});
