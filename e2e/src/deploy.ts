import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { Stack } from './stack';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { configFileIn, cdnDirIn } = require('../../scripts/lib/stack.cjs') as {
  configFileIn: (dataDir: string) => string;
  cdnDirIn: (dataDir: string) => string;
};

/**
 * `pnpm deploy:remote <tab> --version <version>` into the test stack's CDN folder. `contract` builds the tab
 * as if against another shared-state contract version (BUILD_CONTRACT, config/buildInfo.cjs). Returns what the
 * command printed.
 */
export async function deployRemote(
  stack: Stack,
  tab: string,
  version: string,
  contract?: string,
): Promise<string> {
  // What `pnpm deploy:remote` runs, called without pnpm (not on PATH when CI runs it through npx).
  const { stdout } = await run(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'deploy-remote.mjs'),
      tab,
      '--version',
      version,
      '--to',
      cdnDirIn(stack.dataDir),
      '--base-url',
      `${stack.urls.cdn}/`,
    ],
    { cwd: ROOT, env: { ...process.env, ...(contract && { BUILD_CONTRACT: contract }) } },
  );
  return stdout;
}

/** The files of a deployed version, as published to the test stack's CDN folder. */
export function publishedFiles(stack: Stack, tab: string, version: string): string[] {
  return fs.readdirSync(path.join(cdnDirIn(stack.dataDir), tab, version));
}

type RemoteEntry = string | { base: string; live: string; canary?: { version: string; percent: number } };

/** Edits the running stack's config.json, as an operator edits the deployed one: the next read sees it. */
export function setRemote(stack: Stack, tab: string, remote: RemoteEntry): void {
  const file = configFileIn(stack.dataDir);
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes: Record<string, RemoteEntry> };
  config.remotes[tab] = remote;
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** The versions the About page lists, by card title ("App", "Home tab", "Home tab (canary)", ...). */
export async function aboutPage(page: Page): Promise<Record<string, string>> {
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('link', { name: 'About this app' }).click();
  await page.getByRole('heading', { name: 'ABOUT', level: 1 }).waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.about__card')].map((card) => [
        card.querySelector('h2')?.textContent ?? '',
        [...card.querySelectorAll('dt')]
          .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)
          .join(', ') ||
          (card.querySelector('p')?.textContent ?? ''),
      ]),
    ),
  );
}
