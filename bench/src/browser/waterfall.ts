import type { Page } from 'playwright-core';

/**
 * What the page fetched until now, on its own clock from navigation start (Resource Timing): each request's
 * start, first byte and end, and bytes as transferred where the server allows them to be seen. For reading where a path's
 * time goes (`BENCH_WATERFALL=1`), not a figure of its own.
 */
export async function readWaterfall(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          start: timing.startTime,
          first: timing.responseStart,
          end: timing.responseEnd,
          bytes: timing.transferSize,
          kind: timing.initiatorType,
        };
      },
    ),
  );
  const lines = entries
    .sort((a, b) => a.start - b.start)
    .map(({ name, start, first, end, bytes, kind }) => {
      const url = new URL(name);
      const where = `${url.port ? `:${url.port}` : url.host}${url.pathname}${url.search}`.slice(0, 70);
      return `${String(Math.round(start)).padStart(6)} → ${String(Math.round(first)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${kind.padEnd(14)} ${String(bytes).padStart(7)} B  ${where}`;
    });
  return lines.join('\n');
}
