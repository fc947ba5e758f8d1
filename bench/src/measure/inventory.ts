import type { Browser, Page } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { readProbe } from '../browser/probe';
import { startWatch } from '../browser/watch';
import { countBytes, type ByteCount } from '../byteCount';
import { manyNfts } from '../fixtures/manyNfts';
import type { SignedInSession } from './session';

/** The inventory the grid is measured with. */
export const INVENTORY_SIZE = 1000;

export interface InventoryResult {
  nfts: number;
  /** Both NFT lists answered → first frame showing the grid with its count. */
  answeredToFrameMs: number[];
  /** Both lists read and checked in the tab (its User Timing mark) → that same frame: the grid's own render. */
  firstRenderMs: number[];
  /** A choice in the filter sheet (input event) → first frame showing the new count. */
  filterChangeMs: number[];
  /** JS served by the inventory's origin in the session (its remote entry and chunks). */
  ownJs: ByteCount;
}

type Rarity = 'epic' | undefined;
type Kind = 'pet' | undefined;

/** Each run narrows by rarity, then by kind too, then clears both: four filter changes. */
const FILTER_STEPS: readonly { field: 'Rarity' | 'Kind'; value?: string }[] = [
  { field: 'Rarity', value: 'epic' },
  { field: 'Kind', value: 'pet' },
  { field: 'Rarity' },
  { field: 'Kind' },
];

/** Set by the inventory when both lists are read and checked (remotes/inventory, useInventory). */
const NFTS_READ_MARK = 'inventory:nfts-read';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function nftsReadAt(page: Page): Promise<number> {
  const at = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN,
    NFTS_READ_MARK,
  );
  if (Number.isNaN(at)) throw new Error(`the inventory set no ${NFTS_READ_MARK} mark`);
  return at;
}

async function lastListAnswerAt(page: Page): Promise<number> {
  const loaded = await readProbe(page, 'xhrLoadedAt');
  const times = Object.entries(loaded)
    .filter(([path]) => /\/nft\/(p2e|f2p)$/.test(path))
    .map(([, at]) => at);
  if (times.length !== 2)
    throw new Error(`expected both NFT lists to be read, saw ${JSON.stringify(loaded)}`);
  return Math.max(...times);
}

/**
 * The inventory grid with 1,000 NFTs at 4× CPU slowdown: the bench answers both NFT lists (500 each) in
 * place of the game, so only the app's work is timed: reading and checking the lists, then the grid's own
 * render (sorting, filtering, drawing). Each run is a fresh signed-in page that goes Home → Inventory and
 * changes the filter sheet four times.
 */
export async function measureInventory(
  browser: Browser,
  urls: { shell: string; inventoryOrigin: string },
  session: SignedInSession,
  runs: number,
): Promise<InventoryResult> {
  const nfts = manyNfts(INVENTORY_SIZE, Date.now());
  const lists = {
    p2e: nfts.filter((n) => n.collection === 'p2e'),
    f2p: nfts.filter((n) => n.collection === 'f2p'),
  };
  /** A fresh signed-in page on Home, with both lists answered by the bench. */
  const openOnHome = async () => {
    const opened = await openPage(browser, urls.shell, {
      storageState: session.storageState,
      throttled: 'cpu',
    });
    for (const collection of ['p2e', 'f2p'] as const) {
      await opened.context.route(`**/nft/${collection}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(lists[collection]),
        }),
      );
    }
    return opened;
  };
  const shown = (rarity: Rarity, kind: Kind) => {
    if (!rarity && !kind) return `${nfts.length} NFTs`;
    const count = nfts.filter((n) => (!rarity || n.rarity === rarity) && (!kind || n.kind === kind)).length;
    return `${count} of ${nfts.length} shown`;
  };

  const answeredToFrameMs: number[] = [];
  const firstRenderMs: number[] = [];
  const filterChangeMs: number[] = [];
  let ownJs: ByteCount | undefined;
  for (let run = 0; run < runs; run++) {
    // A page of its own each run: an inventory opened before stays mounted (docs/performance.md, "Opened
    // tabs stay mounted"), and its grid would be on screen before this run's lists were read.
    const opened = await openOnHome();
    const { page } = opened;
    try {
      await page.getByRole('heading', { name: 'HOME', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

      const grid = await startWatch(page, { kind: 'status', text: shown(undefined, undefined) });
      await nav(page, 'Inventory').click();
      const frameAt = await grid.at();
      answeredToFrameMs.push(frameAt - (await lastListAnswerAt(page)));
      firstRenderMs.push(frameAt - (await nftsReadAt(page)));

      await page.getByRole('button', { name: 'Filter' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter NFTs' });
      let rarity: Rarity;
      let kind: Kind;
      for (const step of FILTER_STEPS) {
        if (step.field === 'Rarity') rarity = step.value as Rarity;
        else kind = step.value as Kind;
        const changed = await startWatch(page, { kind: 'status', text: shown(rarity, kind) });
        await sheet
          .getByRole('combobox', { name: step.field })
          .selectOption(step.value === undefined ? { index: 0 } : { value: step.value });
        filterChangeMs.push((await changed.at()) - (await readProbe(page, 'inputAt')));
      }
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      if (!ownJs) {
        const files = await opened.responses.settled();
        ownJs = countBytes(
          files.filter((file) => file.origin === urls.inventoryOrigin),
          'js',
        );
      }
    } finally {
      await opened.close();
    }
  }
  if (!ownJs) throw new Error('no inventory run');
  return { nfts: nfts.length, answeredToFrameMs, firstRenderMs, filterChangeMs, ownJs };
}
