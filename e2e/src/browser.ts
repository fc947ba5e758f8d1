import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every launch of the system Chromium takes. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system Chromium, headless, with nothing reaching outside this machine, and any `extraArgs` (the bench's
 * trusted certificate). Playwright gives each launch a fresh temporary profile.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...LAUNCH_ARGS, ...extraArgs],
  });
}

/** A browser profile of its own on disk, as a player's browser has one; `close()` ends it and deletes it. */
export interface Profile {
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * The system Chromium with a persistent profile in a temporary folder, not an incognito context: the pages
 * behave as in a player's browser, where resource hints such as `<link rel="preconnect">` are carried out (an
 * incognito context leaves them undone) and the HTTP cache is on disk.
 */
export async function launchProfile(
  extraArgs: readonly string[] = [],
  options: Omit<
    NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>,
    'executablePath' | 'headless' | 'args'
  > = {},
): Promise<Profile> {
  const dir = mkdtempSync(join(tmpdir(), 'companion-profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, {
      ...options,
      executablePath: CHROMIUM,
      headless: true,
      args: [...LAUNCH_ARGS, ...extraArgs],
    });
    return {
      context,
      close: async () => {
        await context.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
