import type { FundsList, Nft } from '@companion/shared-state/schemas';
import { requestFaucet } from '@companion/dev-chain';
import { postJson, TEST_MINTS, type TestServer } from './testServer';
import type { TestStack } from './testStack';

/** A new signed-in player of `server` with typed reads of its NFTs and GOLDY, for the inventory's tests. */
export async function inventoryPlayer(server: TestServer, goldyMint: string = TEST_MINTS.GOLDY) {
  const { wallet, token } = await server.signedInWallet();
  const headers = { authorization: token };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.apiUrl}${path}`, { headers });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const post = (path: string, body: object) => postJson(`${server.apiUrl}${path}`, body, headers);
  const nfts = async () => [...(await get<Nft[]>('/nft/p2e')), ...(await get<Nft[]>('/nft/f2p'))];
  const nft = async (id: string) => (await nfts()).find((n) => n.id === id)!;
  const goldy = async () => (await get<FundsList>('/p2e/funds')).find((f) => f.mint === goldyMint)!.amount;
  return { wallet, token, get, post, nfts, nft, goldy };
}

/**
 * A player of a stack started with `starterP2eNfts`, funded with SOL by the faucet, once its starter p2e NFTs
 * are minted on chain into its wallet (the game mints them after the sign-up).
 */
export async function mintedPlayer(stack: TestStack) {
  const p = await inventoryPlayer(stack.server, stack.chain.addresses.mints.GOLDY);
  await requestFaucet(stack.chain.rpcUrl, { owner: p.wallet.walletId });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const p2e = await p.get<Nft[]>('/nft/p2e');
    if (p2e.length > 0 && p2e.every((nft) => nft.inWallet)) return { ...p, p2e };
    if (Date.now() > deadline) throw new Error('the starter p2e NFTs were not minted within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Moves the game clock of `server` forward. */
export async function advanceClock(server: TestServer, seconds: number): Promise<void> {
  const answer = await postJson(`${server.url}/dev/clock`, { advanceSeconds: Math.ceil(seconds) });
  if (answer.status !== 200) throw new Error(`/dev/clock answered ${answer.status}`);
}
