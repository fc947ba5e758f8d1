import type { FundsList, Nft } from '@companion/shared-state/schemas';
import { postJson, TEST_MINTS, type TestServer } from './testServer';

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

/** Moves the game clock of `server` forward. */
export async function advanceClock(server: TestServer, seconds: number): Promise<void> {
  const answer = await postJson(`${server.url}/dev/clock`, { advanceSeconds: Math.ceil(seconds) });
  if (answer.status !== 200) throw new Error(`/dev/clock answered ${answer.status}`);
}
