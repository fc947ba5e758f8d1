import type { Frame, Page } from 'playwright-core';
import type { Probe } from './probe';

/** What to wait for in the page. */
export type Condition =
  /** A tab's page is shown: its title in the header, a visible heading in the content, no visible loading spinner. */
  | { kind: 'tab'; title: string; spinnerLabel: string }
  /** The header coin shows exactly this text. */
  | { kind: 'coin'; text: string }
  /** A live status in the page's content (e.g. a list's count) reads exactly this text. */
  | { kind: 'status'; text: string };

let nextId = 0;

/** Runs in the page: resolves with the first frame in which the condition holds. */
function watchInPage({ id, condition, timeoutMs }: { id: string; condition: Condition; timeoutMs: number }) {
  const probe = (window as unknown as { __bench: Probe }).__bench;
  // Opened tabs stay mounted, hidden (docs/performance.md, "Opened tabs stay mounted"): only what is
  // on screen counts, so a hidden tab's heading or spinner neither meets nor blocks a condition. Visibility
  // (which needs styles) is asked last, of the few elements that matter.
  const inMain = (selector: string): Element[] =>
    Array.from(document.querySelector('main')?.querySelectorAll(selector) ?? []);
  const onScreen = (element: Element) => element.checkVisibility();
  const met = (): boolean => {
    if (condition.kind === 'coin') {
      return document.querySelector('[data-testid="coin-amount"]')?.textContent === condition.text;
    }
    if (condition.kind === 'status') {
      return inMain('[role="status"]').some(
        (status) => status.textContent === condition.text && onScreen(status),
      );
    }
    if (document.querySelector('header h1')?.textContent !== condition.title) return false;
    return (
      inMain('h2').some(onScreen) &&
      !inMain('[role="status"]').some(
        (status) => status.textContent === condition.spinnerLabel && onScreen(status),
      )
    );
  };
  const watch = new Promise<number>((resolve, reject) => {
    const done = (at: number) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    // Checked once per frame, in the frame's animation callbacks, after the mutations that frame will paint:
    // checking at each mutation forced the page's style and layout again at every one of them (visibility
    // needs both), work of the bench's own inside the time it measures.
    let checkQueued = false;
    const checkInFrame = () => {
      if (checkQueued) return;
      checkQueued = true;
      requestAnimationFrame(() => {
        checkQueued = false;
        if (met()) done(performance.now());
      });
    };
    const observer = new MutationObserver(checkInFrame);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting for ${JSON.stringify(condition)}`));
    }, timeoutMs);
    if (met()) requestAnimationFrame(() => done(performance.now()));
    // Attributes too: showing a kept tab changes only its container's style.
    else
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  // Keeps an unhandled rejection from reaching the page's console before the caller asks.
  watch.catch(() => undefined);
  probe.watches[id] = watch;
}

/**
 * Starts watching before the action that should cause the change, so nothing is missed; `at()` then
 * returns the page time of the first frame where the condition held.
 */
export async function startWatch(
  page: Page | Frame,
  condition: Condition,
  timeoutMs = 60_000,
): Promise<{ at: () => Promise<number> }> {
  const id = `w${nextId++}`;
  await page.evaluate(watchInPage, { id, condition, timeoutMs });
  return {
    at: async () => {
      try {
        return await page.evaluate(
          (key) => (window as unknown as { __bench: Probe }).__bench.watches[key]!,
          id,
        );
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${await describePage(page)}`);
      }
    },
  };
}

/** What the page showed when a wait failed, for the error message. */
async function describePage(page: Page | Frame): Promise<string> {
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400))
    .catch(() => '(page unreadable)');
  return `at ${page.url()}, the page showed: ${text}`;
}
