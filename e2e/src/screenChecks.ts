import type { Page } from 'playwright-core';

/** A control whose content does not fit it: its text is cut or scrolled ("12.5" showing as "5"). */
export interface CutControl {
  control: string;
  width: number;
  needs: number;
}

/**
 * Every control of the page's forms (fields, selects, buttons, their labels) at least as wide as its
 * content: none scrolls or clips what it shows.
 */
export async function cutControls(page: Page): Promise<CutControl[]> {
  return page.evaluate(() => {
    const selector =
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, button, label';
    const cut: { control: string; width: number; needs: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(`#content ${selector}`))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent?.trim() ??
          element.tagName;
        cut.push({
          control: `${element.tagName.toLowerCase()} "${name}"`,
          width: element.clientWidth,
          needs: element.scrollWidth,
        });
      }
    }
    return cut;
  });
}

/**
 * Words the browser broke across lines inside the elements `selector` matches ("INVENTO/RY", "GOL/DY"): each
 * word of their text must sit on one line.
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const broken: string[] = [];
    for (const root of Array.from(document.querySelectorAll(css))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s,]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** The share of the screen's height the app's fixed and sticky bars cover once the page has scrolled. */
export async function barsShare(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // A page that fits the screen hides nothing under the bars.
    if (document.documentElement.scrollHeight <= window.innerHeight + 1) return 0;
    // Scrolled to the very bottom, and still there two frames later: a page still laying out (a list that
    // arrives, focus moved to a heading) may move it back, and the header would be measured where it was.
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const lowest = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let tries = 0; tries < 20; tries += 1) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frames();
      if (window.scrollY >= lowest() - 1) break;
    }
    let covered = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('.header, .bottom-nav'))) {
      const rect = element.getBoundingClientRect();
      const top = Math.max(0, rect.top);
      const bottom = Math.min(window.innerHeight, rect.bottom);
      if (bottom > top) covered += bottom - top;
    }
    window.scrollTo(0, 0);
    return covered / window.innerHeight;
  });
}
