import type { Page } from 'playwright-core';

/**
 * How a page hands the bench a mark the moment it takes it: a DevTools binding the page calls with
 * `{ key, at, point? }` as JSON, through MARK_SENDER. Waiting for a mark this way runs nothing in the page (no driver script
 * evaluated there, no poll at each frame, as Playwright's `waitForFunction` does on the page's slowed CPU,
 * inside the path being timed), and the bench can answer it at once (`tapAt`).
 */
export const MARK_BINDING = '__benchPathMark';

/** A mark as the page took it: the time on its clock, and where to tap when it names an element. */
export interface PageMark {
  at: number;
  /** The centre of the element the mark is about, in CSS pixels of the viewport. */
  point?: { x: number; y: number };
}

export type MarkWaiter = (key: string) => Promise<PageMark>;

/** The page's function that hands a mark over: `(key, at, element?)`, the element's centre sent with it. */
export const MARK_SENDER = '__benchSendMark';

/** Runs in the page before its scripts (serialized by Playwright: no closures, no imports). */
function installMarkSender({ binding, sender }: { binding: string; sender: string }): void {
  const page = window as unknown as Record<string, unknown>;
  page[sender] = (key: string, at: number, element?: Element) => {
    const box = element?.getBoundingClientRect();
    const point = box && { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    (page[binding] as ((payload: string) => void) | undefined)?.(JSON.stringify({ key, at, point }));
  };
}

/** Starts listening on `page` (before its navigation: the binding is there for the page's first script). */
export async function watchMarks(page: Page, timeoutMs = 60_000): Promise<MarkWaiter> {
  const cdp = await page.context().newCDPSession(page);
  const taken = new Map<string, PageMark>();
  const waiting = new Map<string, (mark: PageMark) => void>();
  cdp.on('Runtime.bindingCalled', ({ name, payload }: { name: string; payload: string }) => {
    if (name !== MARK_BINDING) return;
    const { key, ...mark } = JSON.parse(payload) as PageMark & { key: string };
    taken.set(key, mark);
    waiting.get(key)?.(mark);
  });
  // The binding's calls reach a session with the runtime's events on (as Playwright's own session has them).
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: MARK_BINDING });
  await page.addInitScript(installMarkSender, { binding: MARK_BINDING, sender: MARK_SENDER });
  return (key) =>
    new Promise<PageMark>((resolve, reject) => {
      const mark = taken.get(key);
      if (mark) return resolve(mark);
      const timer = setTimeout(
        () => reject(new Error(`The page gave no ${key} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.set(key, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
}

/**
 * A tap where the mark says, as soon as it is taken: the pointer's move, press and release (trusted events, as
 * Playwright's click sends them) without a locator's search and actionability checks, which cost the slowed
 * page 0.2–0.5 s between a button working and its click. Falls back to `slow` (a locator's click, which
 * scrolls) when the mark names no point on screen.
 */
export async function tapAt(page: Page, mark: PageMark, slow: () => Promise<void>): Promise<void> {
  const viewport = page.viewportSize();
  const { point } = mark;
  const onScreen =
    !!point &&
    !!viewport &&
    point.x >= 0 &&
    point.y >= 0 &&
    point.x < viewport.width &&
    point.y < viewport.height;
  if (!onScreen) return slow();
  await page.mouse.click(point.x, point.y);
}
