import type { Browser, Page } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { readProbe } from '../browser/probe';
import type { LoadedFile } from '../browser/responseLog';
import { startWatch, type Condition } from '../browser/watch';
import { TABS, TAB_LIST, forTab, type TabName } from '../paths';
import type { SignedInSession } from './session';

const LABELS: Record<TabName, string> = Object.fromEntries(TAB_LIST.map((t) => [t.name, t.title]));
const ROUTES: Record<TabName, string> = Object.fromEntries(TAB_LIST.map((t) => [t.name, t.route]));
const hrefOf = (tab: TabName) => forTab(ROUTES, tab);
const labelOf = (tab: TabName) => forTab(LABELS, tab);

/** A tab sets its title in the header on mount (the header shows it upper-cased). */
function shown(tab: TabName): Condition {
  return { kind: 'tab', title: labelOf(tab).toUpperCase(), spinnerLabel: `Loading ${labelOf(tab)}` };
}

export interface TabSwitchResult {
  /** First navigation to a tab whose remote is not loaded yet, per tab. */
  coldMs: Record<TabName, number[]>;
  /** Navigation back to a tab already loaded. */
  warmMs: number[];
  /** Everything one session that opened every tab loaded (for bytes per remote and duplicates). */
  sessionFiles: LoadedFile[];
}

/**
 * A tap on the tab's link in the bottom navigation → first frame showing the tab; both on the page's clock.
 * The link is found before the timing starts, and the tap is the pointer's press and release at its centre, as
 * a finger's: a locator's click runs its search and checks in the slowed page, and its hit-target check inside
 * the click's own events.
 */
async function switchTo(page: Page, tab: TabName): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: labelOf(tab), exact: true });
  const box = await link.boundingBox();
  const watch = await startWatch(page, shown(tab));
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  else await link.click();
  const shownAt = await watch.at();
  return shownAt - (await readProbe(page, 'clickAt'));
}

/** Tabs in order after `start`, wrapping around, without `start`. */
function after(start: TabName): TabName[] {
  const index = TABS.indexOf(start);
  return [...TABS.slice(index + 1), ...TABS.slice(0, index)];
}

/**
 * Each run is a fresh browser context (empty cache) opened on a different tab, so that every tab is
 * measured cold from the others; the same page then goes round all tabs again, warm.
 */
export async function measureTabSwitches(
  browser: Browser,
  shellUrl: string,
  session: SignedInSession,
  runs: number,
): Promise<TabSwitchResult> {
  const coldMs = Object.fromEntries(TABS.map((tab) => [tab, [] as number[]])) as Record<TabName, number[]>;
  const warmMs: number[] = [];
  let sessionFiles: LoadedFile[] = [];
  for (let run = 0; run < runs; run++) {
    const start = TABS[run % TABS.length]!;
    const opened = await openPage(browser, `${shellUrl}${hrefOf(start)}`, session);
    try {
      await (await startWatch(opened.page, shown(start))).at();
      // The first switch should not compete with the rest of the start-up (balances, the first tab's data).
      await opened.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      let current = start;
      for (const tab of after(start)) {
        forTab(coldMs, tab).push(await switchTo(opened.page, tab));
        current = tab;
      }
      for (const tab of after(current)) warmMs.push(await switchTo(opened.page, tab));
      if (run === 0) {
        await opened.page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        sessionFiles = await opened.responses.settled();
      }
    } finally {
      await opened.close();
    }
  }
  return { coldMs, warmMs, sessionFiles };
}
