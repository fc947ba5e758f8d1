// `npx tsx src/chartDraw.ts` (from bench/): the charts' library, its size and the time to draw a year of daily
// points in Chromium at the phone profile's 4× CPU slowdown, printed (docs/performance.md, "Charts"). Draws
// with the app's own chart options (tab-kit/src/charts/chartOptions.ts) in a 390 px page; needs no stack.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { chartOptions } from '../../tab-kit/src/charts/chartOptions';
import { ensureChromium } from './browser/chromium';
import { NAME_HELPER } from './browser/openPage';
import { CONDITIONS, throttle } from './browser/throttle';
import { gzipSize } from './gzip';
import { describeMachine } from './machine';
import { ROOT } from './paths';
import { summarize } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAYS = 365;
const UPLOT_DIR = path.dirname(
  require.resolve('uplot/package.json', { paths: [path.join(ROOT, 'tab-kit')] }),
);
const LIBRARY = path.join(UPLOT_DIR, 'dist', 'uPlot.iife.min.js');
const STYLES = path.join(UPLOT_DIR, 'dist', 'uPlot.min.css');

/** A year of daily points: UTC day starts in seconds, a value that wanders (the same every run). */
function yearOfDays(): [number[], number[]] {
  const start = Date.UTC(2025, 10, 1) / 1000;
  const xs = Array.from({ length: DAYS }, (_, day) => start + day * 86_400);
  let value = 100;
  const ys = xs.map((_, day) => (value += Math.sin(day / 9) * 3 + ((day * 7919) % 13) / 13 - 0.4));
  return [xs, ys];
}

/** The built lazy chunk that carries the library (the shell provides the kit; uPlot's `u-over` layer marks it). */
function builtChunk(): { file: string; raw: number; gzip: number } | undefined {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!fs.existsSync(dist)) return undefined;
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const bytes = fs.readFileSync(path.join(dist, file));
    if (bytes.includes('u-over')) return { file, raw: bytes.length, gzip: gzipSize(bytes) };
  }
  return undefined;
}

/** One draw: the chart built and its first draw committed (uPlot draws in a microtask), then the next frame. */
async function drawOnce(
  page: Page,
  data: [number[], number[]],
): Promise<{ drawMs: number; frameMs: number }> {
  const options = chartOptions({
    width: 358,
    colours: { line: '#a996ff', text: '#a49fbd', grid: '#27233a' },
    tick: (value) => `$${Math.round(value)}`,
  });
  return page.evaluate(
    async ({ options, data }) => {
      type Plot = { destroy: () => void };
      const uPlot = (window as unknown as { uPlot: new (o: unknown, d: unknown, e: HTMLElement) => Plot })
        .uPlot;
      const element = document.getElementById('chart')!;
      const [, valueAxis] = options.axes;
      const withTicks = {
        ...options,
        axes: [
          options.axes[0],
          { ...valueAxis, values: (_u: unknown, splits: number[]) => splits.map((v) => `$${Math.round(v)}`) },
        ],
      };
      const start = performance.now();
      const plot = new uPlot(withTicks, data, element);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const drawn = performance.now();
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      const frame = performance.now();
      plot.destroy();
      return { drawMs: drawn - start, frameMs: frame - start };
    },
    // The tick function does not cross into the page: it is written again there, the same.
    { options: { ...options, axes: options.axes.map(({ values: _values, ...axis }) => axis) }, data },
  );
}

async function main(): Promise<void> {
  await ensureChromium();
  const library = fs.readFileSync(LIBRARY);
  const styles = fs.readFileSync(STYLES);
  const version = (
    JSON.parse(fs.readFileSync(path.join(UPLOT_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent(`<style>${styles}</style><div id="chart" style="width:358px"></div>`);
    await page.evaluate(NAME_HELPER);
    await page.evaluate(library.toString('utf8'));
    await throttle(page, true);
    const data = yearOfDays();
    await drawOnce(page, data); // warms the code up, as a second chart on a page is
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await drawOnce(page, data));
    const draw = summarize(runs.map((r) => r.drawMs));
    const frame = summarize(runs.map((r) => r.frameMs));
    const chunk = builtChunk();
    const machine = describeMachine(browser.version());
    console.log(
      `\nCHARTS (uPlot ${version}; ${CONDITIONS.cpuSlowdown}× CPU; load average ${machine.loadAverage})\n` +
        `  library, minified: ${(library.length / 1000).toFixed(1)} KB raw, ${(gzipSize(library) / 1000).toFixed(1)} KB gzip; ` +
        `styles ${(styles.length / 1000).toFixed(1)} KB raw, ${(gzipSize(styles) / 1000).toFixed(1)} KB gzip\n` +
        (chunk
          ? `  built chart chunk (shell/dist/${chunk.file}): ${(chunk.raw / 1000).toFixed(1)} KB raw, ${(chunk.gzip / 1000).toFixed(1)} KB gzip\n`
          : '  built chart chunk: the shell is not built\n') +
        `  ${DAYS} daily points, 358 × 160 px, ${RUNS} runs: draw median ${draw.median} ms (p95 ${draw.p95}); ` +
        `to the next frame median ${frame.median} ms (p95 ${frame.p95})`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
