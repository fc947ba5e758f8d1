import type { Page } from 'playwright-core';
import type { Probe } from './probe';

/** What to wait for in the page. */
export type Condition =
  /** A tab's page is shown: its title in the header, a heading in the content, no loading spinner left. */
  | { kind: 'tab'; title: string; spinnerLabel: string }
  /** The header coin shows exactly this text. */
  | { kind: 'coin'; text: string }
  /** A live status in the page's content (e.g. a list's count) reads exactly this text. */
  | { kind: 'status'; text: string };

let nextId = 0;

/** Runs in the page: resolves with the first frame after the condition holds. */
function watchInPage({ id, condition, timeoutMs }: { id: string; condition: Condition; timeoutMs: number }) {
  const probe = (window as unknown as { __bench: Probe }).__bench;
  const met = (): boolean => {
    if (condition.kind === 'coin') {
      return document.querySelector('[data-testid="coin-amount"]')?.textContent === condition.text;
    }
    const main = document.querySelector('main');
    if (condition.kind === 'status') {
      return Array.from(main?.querySelectorAll('[role="status"]') ?? []).some(
        (status) => status.textContent === condition.text,
      );
    }
    if (document.querySelector('header h1')?.textContent !== condition.title || !main?.querySelector('h2')) {
      return false;
    }
    return !Array.from(main.querySelectorAll('[role="status"]')).some(
      (status) => status.textContent === condition.spinnerLabel,
    );
  };
  const watch = new Promise<number>((resolve, reject) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now()));
    };
    const observer = new MutationObserver(() => {
      if (met()) done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting for ${JSON.stringify(condition)}`));
    }, timeoutMs);
    if (met()) done();
    else observer.observe(document, { childList: true, subtree: true, characterData: true });
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
  page: Page,
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
async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400))
    .catch(() => '(page unreadable)');
  return `at ${page.url()}, the page showed: ${text}`;
}
