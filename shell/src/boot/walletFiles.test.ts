import fs from 'node:fs';
import path from 'node:path';
import {
  prefetchWalletFiles,
  prefetchWalletFilesAfterTheFirst,
  walletFilesFetched,
  WALLET_FILES_ID,
} from './walletFiles';
import { markStoredSessionScript } from './storedSession';

/** The id the build writes the template under (shell/signInFilesPlugin.cjs, which needs the bundler to load). */
const pluginId = /const WALLET_FILES_ID = '([^']+)';/.exec(
  fs.readFileSync(path.join(__dirname, '../../signInFilesPlugin.cjs'), 'utf8'),
)?.[1];

function page(): void {
  document.head.innerHTML =
    `<template id="${WALLET_FILES_ID}"><link rel="prefetch" href="/wallet.js"></template>` +
    '<link rel="prefetch" href="/react.js"><link rel="prefetch" href="/app.js">';
}
const walletPrefetches = () => document.head.querySelectorAll('link[href="/wallet.js"]').length;

beforeEach(page);

describe('the wallet layer’s prefetches', () => {
  it('are the build’s template', () => {
    expect(pluginId).toBe(WALLET_FILES_ID);
  });

  it('start once every prefetch already in the head has finished, not before', async () => {
    prefetchWalletFilesAfterTheFirst();
    const [react, app] = Array.from(document.head.querySelectorAll('link[rel="prefetch"]'));
    react!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(walletPrefetches()).toBe(0);
    app!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(walletPrefetches()).toBe(1);
    expect(document.getElementById(WALLET_FILES_ID)).toBeNull();
  });

  it('count a prefetch finished before the page’s entry ran (its timing entry is there)', async () => {
    const own = performance.getEntriesByName;
    performance.getEntriesByName = ((name: string) =>
      name.endsWith('/react.js') ? [{ name }] : []) as typeof performance.getEntriesByName;
    try {
      prefetchWalletFilesAfterTheFirst();
      document.head.querySelector('link[href="/app.js"]')!.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(walletPrefetches()).toBe(1);
    } finally {
      performance.getEntriesByName = own;
    }
  });

  it('are moved in once only', () => {
    prefetchWalletFiles();
    prefetchWalletFiles();
    expect(walletPrefetches()).toBe(1);
  });

  it('start at once for a stored session, from the head’s inline script', () => {
    localStorage.setItem('session', JSON.stringify({ state: { token: 'tok' } }));
    // The page's own inline script, run as the page runs it.
    new Function(markStoredSessionScript('session'))();
    expect(walletPrefetches()).toBe(1);
    localStorage.clear();
    delete document.documentElement.dataset.boot;
  });

  it('are reported in once every one of them has loaded', () => {
    prefetchWalletFiles();
    expect(walletFilesFetched()).toBe(false);
    document.head.querySelector('link[href="/wallet.js"]')!.dispatchEvent(new Event('load'));
    expect(walletFilesFetched()).toBe(true);
  });
});
