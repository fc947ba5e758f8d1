import { PublicKey, Transaction, TransactionInstruction, type Keypair } from '@solana/web3.js';
import type { CollectNftOffer, Nft } from '@companion/shared-state/schemas';
import { getJson, postJson, type TestServer } from './testServer';

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** The game's collect transaction of a prize NFT, as the app asks for it. */
export async function collectOffer(
  server: TestServer,
  token: string,
  nftId: string,
): Promise<CollectNftOffer> {
  const answer = await getJson(`${server.apiUrl}/nft/collect?nftId=${encodeURIComponent(nftId)}`, {
    authorization: token,
  });
  if (answer.status !== 200)
    throw new Error(`GET /nft/collect answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as CollectNftOffer;
}

/**
 * The offered transaction with the player's signature added, as their wallet signs it (base64); `memo` adds a
 * memo first, as the app's wallet helper does (the game's signature from the offer is then signed again on
 * receipt).
 */
export function signOffer(offer: CollectNftOffer, player: Keypair, memo?: string): string {
  const transaction = Transaction.from(Buffer.from(offer.transaction, 'base64'));
  if (memo !== undefined) {
    transaction.add(
      new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from(memo) }),
    );
  }
  transaction.partialSign(player);
  return transaction.serialize({ verifySignatures: false }).toString('base64');
}

/** Sends a signed collect transaction; answers the status and body. */
export function sendCollect(server: TestServer, token: string, nftId: string, transaction: string) {
  return postJson(`${server.apiUrl}/workflows/collect-nft`, { nftId, transaction }, { authorization: token });
}

/** Collects a prize NFT as a player does (asks, signs, sends) and answers it, now in the wallet. */
export async function collectPrize(
  server: TestServer,
  player: Keypair,
  token: string,
  nftId: string,
): Promise<Nft> {
  const offer = await collectOffer(server, token, nftId);
  const answer = await sendCollect(server, token, nftId, signOffer(offer, player));
  if (answer.status !== 200)
    throw new Error(`collecting answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { nft: Nft }).nft;
}

/** The prize NFT waiting in the player's inventory to be collected (polls briefly: the draw may be running). */
export async function prizeToCollect(server: TestServer, token: string): Promise<Nft> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const p2e = (await getJson(`${server.apiUrl}/nft/p2e`, { authorization: token })).body as Nft[];
    const prize = p2e.find((nft) => nft.toCollect === true);
    if (prize) return prize;
    if (Date.now() > deadline) throw new Error('no prize NFT to collect within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
