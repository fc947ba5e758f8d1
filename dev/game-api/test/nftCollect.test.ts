import {
  Keypair,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { nftMintAddress } from '../src/chain/nftMint';
import type { PendingMint, StoredNft } from '../src/db/nftStore';
import { HttpError } from '../src/http/HttpError';
import { NftCollect, type CollectChain } from '../src/nfts/NftCollect';
import { createNft } from '../src/nfts/starterNfts';

const authority = Keypair.generate();
const player = Keypair.generate();
const walletId = player.publicKey.toBase58();
const BLOCKHASH = Keypair.generate().publicKey.toBase58();
const RENT_PER_BYTE = 10;
const FEE = 10_000;

function setUp(chainOverrides: Partial<CollectChain> = {}) {
  const nft = createNft({ collection: 'p2e', type: 'chicken', rarity: 'legendary', level: 1, condition: 1 });
  const mint = nftMintAddress(authority.publicKey, nft.id).toBase58();
  const pending: PendingMint = {
    id: nft.id,
    walletId,
    mint,
    name: nft.name,
    type: nft.type,
    rarity: nft.rarity,
    image: nft.image,
  };
  let minted = false;
  const collected: string[] = [];
  const chain: CollectChain = {
    getAccountInfo: () => Promise.resolve(null),
    getLatestBlockhash: () => Promise.resolve({ blockhash: BLOCKHASH, lastValidBlockHeight: 100 }),
    getMinimumBalanceForRentExemption: (bytes: number) => Promise.resolve(bytes * RENT_PER_BYTE),
    getFeeForMessage: () => Promise.resolve({ context: { slot: 1 }, value: FEE }),
    ...chainOverrides,
  };
  const stored: StoredNft = {
    nft: { ...nft, mint },
    energyAt: null,
    fedAt: null,
    loveAt: null,
    starter: false,
  };
  const collect = new NftCollect({
    connection: chain,
    authority,
    nfts: {
      toCollect: (wallet, id) => (!minted && wallet === walletId && id === nft.id ? pending : undefined),
      markMinted: () => {
        minted = true;
      },
      find: (wallet, id) => (wallet === walletId && id === nft.id ? stored : undefined),
    },
    now: () => 0,
    gameNow: () => 0,
    metadataUri: (address) => `https://game.example/nft/${address}`,
    imageUrl: () => 'https://game.example/chicken.png',
    onCollected: (_wallet, id) => collected.push(id),
  });
  return { collect, nft, mint, collected };
}

const memo = (text: string) =>
  new TransactionInstruction({
    programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
    keys: [],
    data: Buffer.from(text),
  });
const decode = (base64: string) => Transaction.from(Buffer.from(base64, 'base64'));
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return undefined;
};

describe('collecting a prize NFT', () => {
  it('offers a transaction the player pays: fee payer, rent of the mint and the token account', async () => {
    const { collect, nft, mint } = setUp();
    const offer = await collect.offer(walletId, nft.id);
    const transaction = decode(offer.transaction);
    expect(transaction.feePayer?.toBase58()).toBe(walletId);
    const created = SystemInstruction.decodeCreateWithSeed(transaction.instructions[0]!);
    expect(created.fromPubkey.toBase58()).toBe(walletId);
    expect(created.basePubkey.equals(authority.publicKey)).toBe(true);
    expect(created.newAccountPubkey.toBase58()).toBe(mint);
    // The player's token account is created by the player (the idempotent create's payer, its first key).
    const createAccount = transaction.instructions[5]!;
    expect(createAccount.keys[0]!.pubkey.toBase58()).toBe(walletId);
    // The authority signs, writable nowhere: nothing it holds can be spent.
    const message = transaction.compileMessage();
    const index = message.accountKeys.findIndex((key) => key.equals(authority.publicKey));
    expect(message.isAccountSigner(index)).toBe(true);
    expect(message.isAccountWritable(index)).toBe(false);
    expect(
      transaction.signatures.find((s) => s.publicKey.equals(authority.publicKey))?.signature,
    ).not.toBeNull();
    expect(transaction.signatures.find((s) => s.publicKey.equals(player.publicKey))?.signature).toBeNull();
    // Its cost: the mint account's rent, the token account's (170 bytes) and the fee.
    const lamports = created.lamports + 170 * RENT_PER_BYTE + FEE;
    expect(offer.costSol).toBe(String(lamports / 1e9));
  });

  it('signs exactly the offered transaction as the player signed it, a memo the app adds included', async () => {
    const { collect, nft } = setUp();
    const offered = decode((await collect.offer(walletId, nft.id)).transaction);
    offered.add(memo('Collect Chicken'));
    offered.partialSign(player);
    // The game's signature from the offer no longer matches the message with the memo: signing adds it again.
    expect(offered.verifySignatures(true)).toBe(false);
    const received = decode(offered.serialize({ verifySignatures: false }).toString('base64'));
    expect(refusal(() => collect.cosign(received, walletId, nft.id))).toBeUndefined();
    expect(received.verifySignatures(true)).toBe(true);
  });

  it('refuses a transaction where the authority pays the mint account, even signed by the authority', async () => {
    const { collect, nft } = setUp();
    const offered = decode((await collect.offer(walletId, nft.id)).transaction);
    const [create, ...rest] = offered.instructions;
    const fromAuthority = SystemProgram.createAccountWithSeed({
      ...SystemInstruction.decodeCreateWithSeed(create!),
      fromPubkey: authority.publicKey,
    });
    const altered = new Transaction({
      feePayer: player.publicKey,
      blockhash: BLOCKHASH,
      lastValidBlockHeight: 100,
    }).add(fromAuthority, ...rest);
    altered.sign(player, authority);
    expect(refusal(() => collect.cosign(altered, walletId, nft.id))).toEqual({
      status: 400,
      message: 'the game pays nothing in a collect transaction: your wallet pays its fee and rent',
    });
  });

  it('refuses a transaction the game did not offer, or offered for another wallet or NFT', async () => {
    const { collect, nft } = setUp();
    const offered = decode((await collect.offer(walletId, nft.id)).transaction);
    const other = new Transaction({
      feePayer: player.publicKey,
      blockhash: BLOCKHASH,
      lastValidBlockHeight: 100,
    }).add(
      ...offered.instructions,
      SystemProgram.transfer({
        fromPubkey: player.publicKey,
        toPubkey: new PublicKey(nft.mint ?? walletId),
        lamports: 1,
      }),
    );
    const notOffered = 'this is not the collect transaction the game made for this NFT: collect it again';
    expect(refusal(() => collect.cosign(other, walletId, nft.id))).toEqual({
      status: 400,
      message: notOffered,
    });
    expect(refusal(() => collect.cosign(offered, Keypair.generate().publicKey.toBase58(), nft.id))).toEqual({
      status: 400,
      message: notOffered,
    });
    expect(refusal(() => collect.cosign(offered, walletId, 'another-nft'))).toEqual({
      status: 400,
      message: notOffered,
    });
  });

  it('books a landed collect once: the NFT is in the wallet, a repeat answers the same', async () => {
    const { collect, nft, collected } = setUp();
    const first = await collect.book(walletId, nft.id);
    expect(first.nft).toMatchObject({ id: nft.id, inWallet: true });
    expect(await collect.book(walletId, nft.id)).toEqual(first);
    expect(collected).toEqual([nft.id]);
    await expect(collect.offer(walletId, nft.id)).rejects.toThrow(
      'You have no prize NFT to collect with that id.',
    );
  });

  it('records an NFT whose mint is already on chain (collected another way) as collected: 409', async () => {
    const existing = { data: Buffer.alloc(0), executable: false, lamports: 1, owner: authority.publicKey };
    const { collect, nft, collected } = setUp({ getAccountInfo: () => Promise.resolve(existing) });
    await expect(collect.offer(walletId, nft.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This NFT is already in your wallet.',
    });
    expect(collected).toEqual([nft.id]);
  });

  it('says the chain could not be reached when it cannot read it: 502, nothing offered', async () => {
    const { collect, nft } = setUp({ getLatestBlockhash: () => Promise.reject(new Error('fetch failed')) });
    await expect(collect.offer(walletId, nft.id)).rejects.toMatchObject({
      statusCode: 502,
      message: 'the chain could not be reached, so nothing was made (fetch failed)',
    });
  });
});
