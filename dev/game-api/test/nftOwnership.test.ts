import crypto from 'node:crypto';
import { Keypair, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
  getTokenMetadata,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import type { Nft, NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import { inventoryPlayer, mintedPlayer as playerOf } from './support/inventoryPlayer';
import { openSocket } from './support/sockets';
import { startTestStack, type TestStack } from './support/testStack';

// p2e NFTs on the local chain and the ownership rule (docs/game-api.md, "p2e NFTs on chain").
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ starterP2eNfts: true });
});
afterAll(() => stack.stop());

const key = () => crypto.randomUUID();
const mintedPlayer = () => playerOf(stack);

/** Moves one NFT token from `from` to `to` on chain (their associated Token-2022 accounts). */
async function moveNft(mint: string, from: Keypair, to: PublicKey) {
  const mintKey = new PublicKey(mint);
  const source = getAssociatedTokenAddressSync(mintKey, from.publicKey, false, TOKEN_2022_PROGRAM_ID);
  const destination = getAssociatedTokenAddressSync(mintKey, to, false, TOKEN_2022_PROGRAM_ID);
  const transaction = new Transaction().add(
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
  );
  await sendAndConfirmTransaction(stack.connection, transaction, [from], { commitment: 'confirmed' });
}

test('each starter p2e NFT is its own Token-2022 mint: 0 decimals, supply 1, no mint authority, named on chain', async () => {
  const started = performance.now();
  const p = await mintedPlayer();
  console.log(
    `starter set: sign-up to ${p.p2e.length} p2e NFTs in the wallet in ${Math.round(performance.now() - started)} ms`,
  );
  const mints = new Set(p.p2e.map((nft) => nft.mint));
  expect(mints.size).toBe(p.p2e.length);
  for (const nft of p.p2e) {
    const mint = new PublicKey(nft.mint!);
    const info = await getMint(stack.connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(info.decimals).toBe(0);
    expect(info.supply).toBe(1n);
    expect(info.mintAuthority).toBeNull();
    const metadata = await getTokenMetadata(stack.connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata?.name).toBe(nft.name);
    const image = metadata?.additionalMetadata.find(([field]) => field === 'image')?.[1];
    expect(image).toMatch(/^https?:\/\/.+/);
    // The metadata URI is served by the game without a session, as a wallet fetches it.
    const document = (await (await fetch(metadata!.uri)).json()) as { name: string; image: string };
    expect(document).toMatchObject({ name: nft.name, image });
    // The one token is in the player's own wallet.
    const account = getAssociatedTokenAddressSync(
      mint,
      p.wallet.keypair.publicKey,
      false,
      TOKEN_2022_PROGRAM_ID,
    );
    expect(await stack.balanceOf(account)).toBe(1n);
  }
});

test('a p2e NFT moved out of the wallet is listed not in it and refused in player words; moved back, it works', async () => {
  const p = await mintedPlayer();
  const rod = p.p2e.find((nft) => nft.type === 'fishingRod')!;
  const elsewhere = Keypair.generate();
  await sendAndConfirmTransaction(
    stack.connection,
    new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: p.wallet.keypair.publicKey,
        toPubkey: elsewhere.publicKey,
        lamports: 10_000_000,
      }),
    ),
    [p.wallet.keypair],
    { commitment: 'confirmed' },
  );
  // A play answered before the NFT moves away is answered again on a retry, without a second charge.
  const playKey = key();
  const first = await p.post('/workflows/play-animals-mini-game', { nftId: rod.id, idempotencyKey: playKey });
  expect(first.status).toBe(200);
  await moveNft(rod.mint!, p.wallet.keypair, elsewhere.publicKey);
  const retried = await p.post('/workflows/play-animals-mini-game', {
    nftId: rod.id,
    idempotencyKey: playKey,
  });
  expect(retried).toEqual(first);

  const listed = (await p.get<Nft[]>('/nft/p2e')).find((nft) => nft.id === rod.id)!;
  expect(listed.inWallet).toBe(false);
  // Other NFTs are still held.
  expect((await p.get<Nft[]>('/nft/p2e')).filter((nft) => nft.inWallet)).toHaveLength(p.p2e.length - 1);
  const before = await p.goldy();
  const refused = await p.post('/workflows/play-animals-mini-game', { nftId: rod.id, idempotencyKey: key() });
  expect(refused.status).toBe(409);
  expect((refused.body as { error: string }).error).toBe(
    'This NFT is not in your wallet. Move it back to your Global Wallet to use it.',
  );
  const quote = await p.get<NftQuote>(`/nft/quote?nftId=${rod.id}`);
  const upgrade = await p.post('/workflows/upgrade-nft', {
    nftId: rod.id,
    idempotencyKey: key(),
    goldy: quote.upgrade!.goldy,
    dfl: quote.upgrade!.dfl,
  });
  expect(upgrade.status).toBe(409);
  expect(await p.goldy()).toBe(before);

  await moveNft(rod.mint!, elsewhere, p.wallet.keypair.publicKey);
  expect((await p.get<Nft[]>('/nft/p2e')).find((nft) => nft.id === rod.id)!.inWallet).toBe(true);
  const played = await p.post('/workflows/play-animals-mini-game', { nftId: rod.id, idempotencyKey: key() });
  expect(played.status).toBe(200);
  expect((played.body as NftActionResult).nft.inWallet).toBe(true);
});

test('the game keeps each p2e NFT by its mint: its public metadata is found by the mint alone', async () => {
  const p = await mintedPlayer();
  const nft = p.p2e[0]!;
  const answer = await fetch(`${stack.server.url}/nft-metadata/${nft.mint}`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ name: nft.name, symbol: 'GAME' });
  expect(
    (await fetch(`${stack.server.url}/nft-metadata/${Keypair.generate().publicKey.toBase58()}`)).status,
  ).toBe(404);
});

test('an NFT minted after the sign-up is pushed to the player (nftUpdated) as in the wallet', async () => {
  const p = await inventoryPlayer(stack.server, stack.chain.addresses.mints.GOLDY);
  const socket = await openSocket(`${stack.server.wsUrl}?Authorization=${p.token}`);
  try {
    const p2e = await p.get<Nft[]>('/nft/p2e');
    // Minted one after another in the order they were created: the last one is still to come.
    const last = p2e[p2e.length - 1]!;
    const pushed = await new Promise<Nft>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no nftUpdated for the last starter NFT')), 20_000);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; data: Nft };
        if (message.type === 'nftUpdated' && message.data.id === last.id) {
          clearTimeout(timer);
          resolve(message.data);
        }
      });
    });
    expect(pushed).toMatchObject({ id: last.id, mint: last.mint, inWallet: true });
  } finally {
    socket.close();
  }
});
