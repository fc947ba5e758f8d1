import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import type { Browser } from 'playwright-core';
import { signIn, type OpenedApp } from '../src/app';
import { audit, blocking } from '../src/axe';
import { creditInGame } from '../src/chain';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import { moveGameClock, playerGet, sessionToken } from '../src/game';
import type { Stack } from '../src/stack';

jest.setTimeout(240_000);

// The parts of the game's answers this test reads (docs/game-api.md, "Raffles" and "Inventory").
interface Raffle {
  id: string;
  ticketType: string;
  status: string;
  drawAt: string;
  prizes: { kind: string }[];
}
interface Nft {
  id: string;
  name: string;
  mint: string | null;
  inWallet: boolean;
  toCollect?: true;
}

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
let connection: Connection;

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp({ DFL: 0, GOLDY: 0 }, { width: 390, height: 844 }));
  connection = new Connection(stack.urls.rpc, 'confirmed');
  await signIn(app.page);
});

afterAll(() => closeFundedApp({ stack, browser }));

/**
 * The player, alone in this week's round with its 5 entries (the round's minimum; GOLDEN_TICKETs credited by
 * the local dev route), wins every prize, the NFT first.
 */
async function winPrizeNft(): Promise<Nft> {
  await creditInGame(stack.urls.gameApi, app.wallet.address, 'GOLDEN_TICKET', '5');
  const raffles = await playerGet<Raffle[]>(stack, app.page, '/raffles/events');
  const weekly = raffles.find((raffle) => raffle.ticketType === 'GOLDEN_TICKET' && raffle.status === 'open')!;
  expect(weekly.prizes[0]?.kind).toBe('NFT');
  const entered = await fetch(`${stack.urls.gameApi}/api/workflows/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await sessionToken(app.page) },
    body: JSON.stringify({ raffleId: weekly.id, entries: 5, idempotencyKey: crypto.randomUUID() }),
  });
  expect(entered.status).toBe(200);
  const { now } = await playerGet<{ now: string }>(stack, app.page, '/clock');
  await moveGameClock(stack, Math.ceil((Date.parse(weekly.drawAt) - Date.parse(now)) / 1000) + 60);
  for (let i = 0; i < 50; i += 1) {
    const prize = (await playerGet<Nft[]>(stack, app.page, '/nft/p2e')).find((nft) => nft.toCollect);
    if (prize) return prize;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no prize NFT to collect after the draw');
}

async function starterSetMinted(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const p2e = await playerGet<Nft[]>(stack, app.page, '/nft/p2e');
    if (p2e.every((nft) => nft.inWallet || nft.toCollect)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the starter set was not minted within 20 s');
}

describe('a prize NFT collected in Chromium at 390 px', () => {
  it('shows "Not collected yet" with its cost, and Collect puts it in the wallet at the player\'s cost', async () => {
    const { page } = app;
    const prize = await winPrizeNft();
    // The local stack's starter set is minted by the game (STARTER_P2E_NFTS=1): measured once it is all there.
    await starterSetMinted();
    const authority = new PublicKey(stack.addresses.authority);
    const gameBefore = await connection.getBalance(authority, 'confirmed');
    const playerBefore = await connection.getBalance(app.wallet.keypair.publicKey, 'confirmed');

    await page.getByRole('link', { name: 'Inventory' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: prize.name }) });
    await card.getByText('Not collected yet').waitFor();
    await card.getByRole('link', { name: prize.name }).click();
    const panel = page.getByRole('region', { name: 'Not collected yet' });
    const cost = panel.getByText(/^Costs [\d.]+ SOL from your wallet \(network fee and storage\)$/);
    await cost.waitFor();
    const costSol = /^Costs ([\d.]+) SOL/.exec((await cost.textContent()) ?? '')![1]!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const collect = panel.getByRole('button', { name: 'Collect', exact: true });
    const box = (await collect.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(blocking(await audit(page, 'a prize NFT to collect'))).toEqual([]);

    await collect.click();
    await page.getByText(`${prize.name} is in your wallet`).first().waitFor({ timeout: 30_000 });
    await panel.waitFor({ state: 'detached' });

    // On chain: the one token in the player's own account; the player paid, the game paid nothing.
    const account = getAssociatedTokenAddressSync(
      new PublicKey(prize.mint!),
      app.wallet.keypair.publicKey,
      false,
      TOKEN_2022_PROGRAM_ID,
    );
    expect((await connection.getTokenAccountBalance(account, 'confirmed')).value.amount).toBe('1');
    const paid = playerBefore - (await connection.getBalance(app.wallet.keypair.publicKey, 'confirmed'));
    expect(paid).toBe(Math.round(Number(costSol) * 1e9));
    expect(await connection.getBalance(authority, 'confirmed')).toBe(gameBefore);
    const listed = (await playerGet<Nft[]>(stack, app.page, '/nft/p2e')).find((nft) => nft.id === prize.id);
    expect(listed).toMatchObject({ inWallet: true });
    console.log(`prize NFT collected in the app: the player paid ${costSol} SOL, the game 0`);
  });
});
