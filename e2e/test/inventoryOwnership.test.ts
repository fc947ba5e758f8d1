import type { Browser, Locator, Page } from 'playwright-core';
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { launchBrowser } from '../src/browser';
import { fund } from '../src/chain';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn, type OpenedApp } from '../src/app';

jest.setTimeout(180_000);

// A p2e NFT is usable only while the player's Global Wallet holds it on chain (docs/game-api.md, "p2e NFTs on
// chain"). The test process holds the wallet's key, as the player does, and moves the NFT with it.
type Nft = {
  id: string;
  name: string;
  type: string;
  collection: string;
  mint: string | null;
  inWallet: boolean;
};
type FundsList = { mint: string; amount: string }[];

const NOT_IN_WALLET = 'This NFT is not in your wallet. Move it back to your Global Wallet to use it.';

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
let connection: Connection;

beforeAll(async () => {
  stack = await startTestStack();
  connection = new Connection(stack.urls.rpc, 'confirmed');
  browser = await launchBrowser();
  app = await openApp(browser, stack.urls.shell, undefined, { width: 360, height: 860 });
  // SOL for the fees of moving the NFT.
  await fund(stack.urls.rpc, app.wallet.address, {}, 1);
  await signIn(app.page);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A game API call as the signed-in player (the session the app keeps in localStorage). */
async function api<T>(path: string): Promise<T> {
  const session = await app.page.evaluate(() => localStorage.getItem('companion.session'));
  const token = (JSON.parse(session ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
  const response = await fetch(`${stack.urls.gameApi}/api${path}`, { headers: { authorization: token } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const goldy = async () =>
  (await api<FundsList>('/p2e/funds')).find((entry) => entry.mint === stack.addresses.mints.GOLDY)!.amount;

/**
 * The player's gun (a p2e starter NFT), once the game has minted the whole starter set into the wallet: each
 * mint pushes nftUpdated, which makes an open NFT page read the chain again, so the test starts only when no
 * more are on their way.
 */
async function mintedGun(): Promise<Nft> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const nfts = await api<Nft[]>('/nft/p2e');
    const gun = nfts.find((nft) => nft.type === 'gun');
    if (gun && nfts.every((nft) => nft.inWallet)) return gun;
    if (Date.now() > deadline) throw new Error('the starter set was not minted into the wallet in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Moves the NFT's one token between two owners' Token-2022 accounts, signed by `from`. */
async function moveNft(mint: string, from: Keypair, to: PublicKey, payer: Keypair): Promise<void> {
  const mintKey = new PublicKey(mint);
  const source = getAssociatedTokenAddressSync(mintKey, from.publicKey, false, TOKEN_2022_PROGRAM_ID);
  const destination = getAssociatedTokenAddressSync(mintKey, to, false, TOKEN_2022_PROGRAM_ID);
  const transaction = new Transaction().add(
    createAssociatedTokenAccountIdempotentInstruction(
      payer.publicKey,
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
  transaction.feePayer = payer.publicKey;
  await sendAndConfirmTransaction(connection, transaction, from === payer ? [from] : [payer, from], {
    commitment: 'confirmed',
  });
}

const inventoryLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' });

/** The gun's cell in the grid. */
function gunCard(page: Page, gun: Nft): Locator {
  return page
    .getByRole('list', { name: 'Your NFTs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: gun.name, exact: true }) });
}

const repairButton = (page: Page) => page.getByRole('button', { name: 'Repair', exact: true });

async function confirmRepair(page: Page): Promise<void> {
  await repairButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

describe('a p2e NFT and the Global Wallet, in Chromium', () => {
  it('moved out on chain it is refused and shown "Not in your wallet"; moved back it is usable again', async () => {
    const { page } = app;
    const gun = await mintedGun();
    const player = app.wallet.keypair;
    const elsewhere = Keypair.generate();

    await inventoryLink(page).click();
    const card = gunCard(page, gun);
    await card.waitFor();
    expect(await card.getByText('Not in your wallet').count()).toBe(0);
    await card.getByRole('link', { name: gun.name, exact: true }).click();
    await page.getByRole('heading', { name: gun.name, level: 2 }).waitFor();
    expect(await repairButton(page).isDisabled()).toBe(false);

    // The page still shows it held; the wallet sends it away meanwhile. The game reads the chain and refuses.
    await moveNft(gun.mint!, player, elsewhere.publicKey, player);
    const before = await goldy();
    await confirmRepair(page);
    await page.getByText(NOT_IN_WALLET).waitFor();
    expect(await goldy()).toBe(before);
    // Read again after the refusal: the page says why and the actions wait.
    await page.getByText('Not in your wallet: your Global Wallet does not hold this NFT now.').waitFor();
    expect(await repairButton(page).isDisabled()).toBe(true);
    expect(
      await page.locator('.inv-action__reason', { hasText: 'Not in your wallet' }).count(),
    ).toBeGreaterThan(0);
    await inventoryLink(page).click();
    await card.getByText('Not in your wallet').waitFor();

    // Back in the wallet: the grid and the page show it held, and the repair goes through.
    await fund(stack.urls.rpc, elsewhere.publicKey.toBase58(), {}, 1);
    await moveNft(gun.mint!, elsewhere, player.publicKey, elsewhere);
    await page.reload();
    await card.waitFor();
    expect(await card.getByText('Not in your wallet').count()).toBe(0);
    await card.getByRole('link', { name: gun.name, exact: true }).click();
    await page.getByRole('heading', { name: gun.name, level: 2 }).waitFor();
    expect(await page.getByText('Not in your wallet').count()).toBe(0);
    await confirmRepair(page);
    await page.getByText(/^Repaired: HP (\d+) \/ \1$/).waitFor();
    expect(Number(await goldy())).toBeLessThan(Number(before));
  });
});
