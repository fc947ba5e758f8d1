import type { Page } from 'playwright-core';

export interface WidthReport {
  scrollWidth: number;
  innerWidth: number;
  /** Elements whose right edge passes the viewport (first few), to say what widened the page. */
  widest: string[];
}

/** How wide the page is against the viewport, and which elements stick out. */
export async function measureWidth(page: Page): Promise<WidthReport> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const widest: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.right > innerWidth + 0.5 && widest.length < 5) {
        const name = element.tagName.toLowerCase();
        const cls = typeof element.className === 'string' && element.className ? `.${element.className}` : '';
        widest.push(`${name}${cls} (right ${Math.round(rect.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
}

/**
 * Each bottom-nav link is inside the viewport and is what a tap on its centre hits (not covered, not cut
 * off), so every tab can be reached.
 */
export async function unreachableNavLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a'));
    const width = window.innerWidth;
    const height = window.innerHeight;
    return links
      .filter((link) => {
        const rect = link.getBoundingClientRect();
        if (rect.width === 0 || rect.left < 0 || rect.right > width || rect.bottom > height || rect.top < 0) {
          return true;
        }
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return !hit || !link.contains(hit);
      })
      .map((link) => link.textContent?.trim() || link.getAttribute('aria-label') || link.href);
  });
}
