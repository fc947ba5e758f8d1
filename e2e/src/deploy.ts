import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { Stack } from './stack';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/* eslint-disable @typescript-eslint/no-require-imports */
const { configFileIn, cdnDirIn, tabReportsFileIn } = require('../../scripts/lib/stack.cjs') as {
  configFileIn: (dataDir: string) => string;
  cdnDirIn: (dataDir: string) => string;
  tabReportsFileIn: (dataDir: string) => string;
};
const { folderIntegrity } = require('../../config/fileIntegrity.cjs') as {
  folderIntegrity: (dir: string) => BuildFiles;
};
const { readFigures } = require('../../scripts/lib/tab-report-figures.cjs') as {
  readFigures: (file: string) => Record<string, Record<string, VersionFigures>>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** What the players' pages reported of one deployed version: page loads, and those with an error. */
export interface VersionFigures {
  loads: number;
  errors: number;
  outcomes: Record<string, number>;
}

/** A build's files and their hashes, as `pnpm deploy:remote` prints them. */
export type BuildFiles = Record<string, string>;

/** What each deploy of this test process recorded, by its folder URL (`<cdn>/<tab>/<version>/`). */
const recorded = new Map<string, BuildFiles>();

/**
 * `pnpm deploy:remote <tab> --version <version>` into the test stack's CDN folder. `contract` builds the tab
 * as if against another shared-state contract version (BUILD_CONTRACT, config/buildInfo.cjs), `kit` as if
 * against another tab kit version (BUILD_KIT); `against` checks the build against a live config (its URL or
 * file) first. Returns what the command printed; the hashes it printed are kept for setRemote().
 */
export async function deployRemote(
  stack: Stack,
  tab: string,
  version: string,
  contract?: string,
  kit?: string,
  against?: string,
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
      ...(against ? ['--against', against] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...(contract && { BUILD_CONTRACT: contract }), ...(kit && { BUILD_KIT: kit }) },
    },
  );
  const entry = JSON.parse(stdout.split('\n').find((line) => line.startsWith('{"base"')) ?? 'null') as {
    base: string;
    integrity: Record<string, BuildFiles>;
  } | null;
  const files = entry?.integrity[version];
  if (!entry || !files) throw new Error(`deploy:remote printed no hashes for ${tab} ${version}:\n${stdout}`);
  recorded.set(`${entry.base}${version}/`, files);
  return stdout;
}

/** The hashes `deploy:remote` printed for a version deployed by this test process. */
export function recordedFiles(stack: Stack, tab: string, version: string): BuildFiles {
  const files = recorded.get(`${stack.urls.cdn}/${tab}/${version}/`);
  if (!files) throw new Error(`${tab} ${version} was not deployed by this test`);
  return files;
}

/** Whether a version of a tab is in the test stack's CDN folder. */
export function isPublished(stack: Stack, tab: string, version: string): boolean {
  return fs.existsSync(path.join(cdnDirIn(stack.dataDir), tab, version));
}

/** The files of a deployed version, as published to the test stack's CDN folder. */
export function publishedFiles(stack: Stack, tab: string, version: string): string[] {
  return fs.readdirSync(path.join(cdnDirIn(stack.dataDir), tab, version));
}

type RemoteEntry =
  | string
  | { entry: string; integrity: BuildFiles }
  | {
      base: string;
      live: string;
      canary?: { version: string; percent: number };
      integrity?: Record<string, BuildFiles>;
    };

/**
 * Edits the running stack's config.json, as an operator edits the deployed one: the next read sees it. A
 * versioned entry given without `integrity` gets the hashes this test's deploys printed for the versions it
 * names, as an operator copies them from the deploy's output.
 */
export function setRemote(stack: Stack, tab: string, remote: RemoteEntry): void {
  const file = configFileIn(stack.dataDir);
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes: Record<string, RemoteEntry> };
  if (typeof remote === 'object' && 'base' in remote && !remote.integrity) {
    const versions = [remote.live, ...(remote.canary ? [remote.canary.version] : [])];
    remote = {
      ...remote,
      integrity: Object.fromEntries(versions.map((version) => [version, recordedFiles(stack, tab, version)])),
    };
  }
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

/**
 * Publishes `version` of `tab` as a copy of the deployed `from` whose App throws when it renders (its files load
 * and pass every check; its component throws), hashed and recorded as `deploy:remote` does, for setRemote(): a
 * release that breaks for the players who get it.
 */
export function deployThrowingOnRender(stack: Stack, tab: string, from: string, version: string): void {
  const target = path.join(cdnDirIn(stack.dataDir), tab, version);
  fs.cpSync(path.join(cdnDirIn(stack.dataDir), tab, from), target, { recursive: true });
  const app = path.join(target, '__federation_expose_App.js');
  // The exposed module's default export, as the production build writes it: `{default:()=>App}`.
  const exported = /\{default:\(\)=>[A-Za-z_$][\w$]*\}/;
  const code = fs.readFileSync(app, 'utf8');
  if (!exported.test(code)) throw new Error(`No default export found in ${app}`);
  const throwing = `{default:()=>function(){throw new Error("${tab} ${version} fails to render")}}`;
  fs.writeFileSync(app, code.replace(exported, throwing));
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = version;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  recorded.set(`${stack.urls.cdn}/${tab}/${version}/`, folderIntegrity(target));
}

/** What the test stack's CDN counted of the players' reports on a tab, by deployed version. */
export function reportedFigures(stack: Stack, tab: string): Record<string, VersionFigures> {
  return readFigures(tabReportsFileIn(stack.dataDir))[tab] ?? {};
}

/** `pnpm canary:watch <tab>` on the test stack's config and figures; returns what it printed. */
export async function canaryWatch(stack: Stack, tab: string): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', 'canary-watch.mjs'), tab], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: stack.dataDir },
  });
  return stdout;
}

/** The test stack's config.json as it is now. */
export function currentConfig(stack: Stack): { remotes: Record<string, RemoteEntry> } {
  return JSON.parse(fs.readFileSync(configFileIn(stack.dataDir), 'utf8')) as {
    remotes: Record<string, RemoteEntry>;
  };
}
