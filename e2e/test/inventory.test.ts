import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startTestStack, type Stack } from '../src/stack';
import { openApp, signIn, type OpenedApp } from '../src/app';
import { audit, blocking } from '../src/axe';
import { moveGameClock, playerGet } from '../src/game';
import { measureWidth } from '../src/layout';

jest.setTimeout(240_000);

// The parts of the game's answers these tests read (docs/game-api.md, "Inventory").
type FundsList = { mint: string; amount: string }[];
interface NftQuote {
  adventures: { hours: number; durationMs: number; goldy: string }[];
  upgrade: { goldy: string; dfl: string; durationMs: number } | null;
  repair: { goldy: string };
  energy: number;
  loveMeter: number | null;
  claim: { goldy: string } | null;
}
interface XpResponse {
  xp: number;
}

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
/** Gzip size of every JS file the inventory origin served, by URL. */
const inventoryJs = new Map<string, number>();

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  app = await openApp(browser, stack.urls.shell, undefined, { width: 320, height: 860 });
  app.page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(stack.remotes.inventory!.url) || !url.endsWith('.js')) return;
    void response.body().then(
      (body) => inventoryJs.set(url, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  await signIn(app.page);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A game API read as the signed-in player. */
const api = <T>(path: string): Promise<T> => playerGet<T>(stack, app.page, path);

/** The player's IN_GAME balance of a token in base units (9 decimals), read from the game. */
async function inGame(token: 'GOLDY' | 'DFL'): Promise<bigint> {
  const funds = await api<FundsList>('/p2e/funds');
  const amount = funds.find((entry) => entry.mint === stack.addresses.mints[token])?.amount ?? '0';
  return units(amount);
}

function units(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole!) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
}

/** Scrolls down the grid until every card is drawn: the next page comes as "Show more" nears the screen. */
async function drawWholeGrid(page: Page): Promise<void> {
  const cards = page.getByRole('list', { name: 'Your NFTs' }).getByRole('listitem');
  const more = page.getByRole('button', { name: /^Show more/ });
  while ((await more.count()) > 0) {
    const drawn = await cards.count();
    // The grid redraws as pages come in: the button may be drawn anew, or gone (the next page came by itself),
    // between the count and the scroll.
    for (let tries = 0; ; tries += 1) {
      try {
        await more.scrollIntoViewIfNeeded();
        break;
      } catch (error) {
        if ((await more.count()) === 0) break;
        if (tries >= 3) throw error;
      }
    }
    // Then a page more is drawn, or the last one was already (the button is gone).
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('ul[aria-label="Your NFTs"] > li').length > count ||
        ![...document.querySelectorAll('button')].some((button) =>
          button.textContent?.startsWith('Show more'),
        ),
      drawn,
    );
  }
}

/** Opens an NFT's page from the grid by the start of its name; answers its id (from the address). */
async function openNft(page: Page, name: RegExp): Promise<string> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('list', { name: 'Your NFTs' }).waitFor();
  await drawWholeGrid(page);
  await page.getByRole('list', { name: 'Your NFTs' }).getByRole('link', { name }).first().click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

/** The screen passes axe-core (WCAG A/AA) and fits the 320 px phone without sideways scrolling. */
async function expectAccessibleOnPhone(page: Page, screen: string): Promise<void> {
  expect(blocking(await audit(page, screen))).toEqual([]);
  const width = await measureWidth(page);
  expect(width.widest).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.innerWidth);
}

const statCell = (page: Page, label: string, column: number) =>
  page
    .getByRole('table', { name: 'Stats' })
    .getByRole('row', { name: new RegExp(`^${label.replace('.', '\\.')}`) })
    .getByRole('cell')
    .nth(column)
    .textContent();

describe('inventory tab in Chromium', () => {
  it('shows every starting NFT on a 320 px phone, grid and filter sheet pass axe, the sheet narrows them with chips and a badge, and the search finds by name', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
    const grid = page.getByRole('list', { name: 'Your NFTs' });
    await grid.waitFor();
    // The home tab, opened first, stays mounted (hidden) with its own "10 NFTs": the inventory's is the one shown.
    const count = page.getByText('10 NFTs', { exact: true }).filter({ visible: true });
    await count.waitFor();
    await expectAccessibleOnPhone(page, 'inventory grid');
    await drawWholeGrid(page);
    expect(await grid.getByRole('listitem').count()).toBe(10);

    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter NFTs' });
    await sheet.waitFor();
    await expectAccessibleOnPhone(page, 'filter sheet');
    await sheet.getByRole('combobox', { name: 'Kind' }).selectOption('pet');
    await sheet.getByRole('combobox', { name: 'Collection' }).selectOption('f2p');
    await sheet.getByRole('button', { name: 'Show 3 NFTs' }).click();
    await page.getByText('3 of 10 shown').waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(3);
    // A chip per active filter, and their count on the header's filter button.
    const chips = page.getByRole('list', { name: 'Active filters' });
    await page.getByRole('button', { name: 'Filter', description: '2 filters on' }).waitFor();
    expect(await chips.getByRole('listitem').allTextContents()).toEqual([
      'Collection: Free to play✕',
      'Kind: Pets✕',
      'Clear all',
    ]);
    await expectAccessibleOnPhone(page, 'inventory grid with filter chips');
    await chips.getByRole('button', { name: 'Remove Collection: Free to play' }).click();
    await page.getByRole('button', { name: 'Filter', description: '1 filter on' }).waitFor();
    await page.getByText('6 of 10 shown').waitFor();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await count.waitFor();
    expect(await page.getByRole('button', { name: 'Filter' }).getAttribute('aria-describedby')).toBeNull();

    // The name search, and the NFT's picture from its metadata, loaded.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('cow');
    await page.getByText('1 of 10 shown').waitFor();
    const cow = grid.getByRole('listitem');
    expect(await cow.count()).toBe(1);
    const picture = cow.locator('img');
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cow.getByTestId('nft-image-fallback').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await count.waitFor();

    // A figure, printed: its budget (25 KB) is checked by bench/, never by a failing test. 1 KB = 1000 B.
    const own = [...inventoryJs.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `inventory: own JS when first opened ${inventoryJs.size} files, ${(own / 1000).toFixed(1)} KB gzip`,
    );
  });

  it('upgrades the cow: GOLDY and DFL debited exactly, locked with a countdown, then level +1 and stats up', async () => {
    const { page } = app;
    const id = await openNft(page, /^Cow #/);
    await page.getByRole('table', { name: 'Stats' }).waitFor();
    await expectAccessibleOnPhone(page, 'NFT page');
    const quote = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    // Level 4 → 5: every fifth level costs DFL too.
    expect(quote.upgrade!.dfl).toBe('50');
    const nextMaxEnergy = await statCell(page, 'Max. Energy', 1);
    const [goldy, dfl] = [await inGame('GOLDY'), await inGame('DFL')];

    await confirmAction(page, 'Upgrade');
    await page.getByText(/^Upgrading to level 5: ready in \d\d:\d\d:\d\d$/).waitFor();
    expect(await inGame('GOLDY')).toBe(goldy - units(quote.upgrade!.goldy));
    expect(await inGame('DFL')).toBe(dfl - units(quote.upgrade!.dfl));
    await page.getByText('Level 5 / 90').waitFor();
    expect(await statCell(page, 'Max. Energy', 0)).toBe(nextMaxEnergy);

    // Locked: a countdown, and every action off with the reason in the player's words.
    await page.getByRole('timer', { name: 'Upgrading, ready in' }).waitFor();
    const repair = page.getByRole('button', { name: 'Repair', exact: true });
    expect(await repair.isDisabled()).toBe(true);
    await page
      .getByText(/^Upgrading: \d\d:\d\d:\d\d left$/)
      .first()
      .waitFor();

    // The game clock passes the upgrade: the cow is free again.
    await moveGameClock(stack, Math.ceil(quote.upgrade!.durationMs / 1000) + 1);
    await page.reload();
    await page.getByRole('heading', { name: /^Cow #/, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Repair', exact: true }).waitFor();
    expect(await page.getByRole('timer', { name: 'Upgrading, ready in' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Repair', exact: true }).isDisabled()).toBe(false);
  });

  it('repairs the harvester: GOLDY debited exactly, HP full, then Repair is off with "HP is full"', async () => {
    const { page } = app;
    const id = await openNft(page, /^Harvester #/);
    const quote = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    const goldy = await inGame('GOLDY');
    await confirmAction(page, 'Repair');
    await page.getByText('Repaired: HP 150 / 150').waitFor();
    expect(await inGame('GOLDY')).toBe(goldy - units(quote.repair.goldy));
    await page.getByText('HP is full').waitFor();
    expect(await page.getByRole('button', { name: 'Repair', exact: true }).isDisabled()).toBe(true);
  });

  it('feeds the duck, then claims its love meter: GOLDY credited exactly', async () => {
    const { page } = app;
    const id = await openNft(page, /^Duck #/);
    const before = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    await confirmAction(page, 'Feed');
    await page.getByText(/^Fed: love meter \d+ \/ 100$/).waitFor();
    const fed = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    expect(fed.loveMeter!).toBeGreaterThan(before.loveMeter!);
    expect(fed.energy).toBeCloseTo(before.energy - 1, 1);

    const goldy = await inGame('GOLDY');
    await page.getByRole('button', { name: 'Claim', exact: true }).waitFor();
    await confirmAction(page, 'Claim');
    await page.getByText(/^You earned [\d.,]+ GOLDY$/).waitFor();
    expect(await inGame('GOLDY')).toBe(goldy + units(fed.claim!.goldy));
    await page.getByText('Love meter is empty: feed it first').first().waitFor();
  });

  it('sends the dog on a 3-hour adventure: locked with a countdown, paid exactly when the game clock passes it', async () => {
    const { page } = app;
    const id = await openNft(page, /^Dog #/);
    const quote = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    const trip = quote.adventures.find((item) => item.hours === 3)!;
    await page.getByRole('combobox', { name: 'Adventure length' }).selectOption('3');
    await confirmAction(page, 'Adventure');
    await page.getByText(/^Off on an adventure: back in 0[23]:\d\d:\d\d with [\d.,]+ GOLDY$/).waitFor();
    await page.getByRole('timer', { name: /^On an adventure, back with [\d.,]+ GOLDY in$/ }).waitFor();
    await page
      .getByText(/^On an adventure: 0[23]:\d\d:\d\d left$/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(true);

    const goldy = await inGame('GOLDY');
    await moveGameClock(stack, Math.ceil(trip.durationMs / 1000) + 1);
    // The ended adventure is paid when the clock moves, with the quote's payout to the cent.
    expect(await inGame('GOLDY')).toBe(goldy + units(trip.goldy));
    await page.reload();
    await page.getByRole('heading', { name: /^Dog #/, level: 2 }).waitFor();
    await page.getByText('Love meter is empty: feed it first').first().waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
  });

  it('plays a mini-game with the chicken: one energy spent, GOLDY and XP earned', async () => {
    const { page } = app;
    const id = await openNft(page, /^Chicken #/);
    const before = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    const goldy = await inGame('GOLDY');
    const walletId = app.wallet.address;
    const xp = await api<XpResponse>(`/p2e/xp/p2e?gameId=Total&walletId=${walletId}`);

    await confirmAction(page, 'Play');
    const toast = page.getByText(/^You earned [\d.,]+ GOLDY and \d+ XP$/);
    await toast.waitFor();
    const [, earnedGoldy, earnedXp] = /^You earned ([\d.,]+) GOLDY and (\d+) XP$/.exec(
      (await toast.textContent()) ?? '',
    )!;
    expect(await inGame('GOLDY')).toBe(goldy + units(earnedGoldy!.replaceAll(',', '')));
    const after = await api<XpResponse>(`/p2e/xp/p2e?gameId=Total&walletId=${walletId}`);
    expect(after.xp).toBe(xp.xp + Number(earnedXp));
    const played = await api<NftQuote>(`/nft/quote?nftId=${id}`);
    expect(played.energy).toBeCloseTo(before.energy - 1, 1);
  });
});
