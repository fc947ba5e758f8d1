import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../../../e2e/src/browser';

/**
 * The system Chromium with the end-to-end tests' flags. Playwright makes a fresh profile per launch
 * itself and refuses a `--user-data-dir` flag, so none is passed.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
