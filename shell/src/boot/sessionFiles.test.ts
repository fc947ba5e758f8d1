import fs from 'node:fs';
import path from 'node:path';
import {
  holdWalletLayerFiles,
  prefetchSessionFilesAfterTheFirst,
  sessionFilesFetched,
  EARLY_SIGN_IN_FILES_ID,
  SESSION_FILES_ID,
  WALLET_LAYER_FILES_ID,
} from './sessionFiles';
import { markStoredSessionScript } from './storedSession';

/** The ids the build writes the templates under (shell/signInFilesPlugin.cjs, which needs the bundler to load). */
const plugin = fs.readFileSync(path.join(__dirname, '../../signInFilesPlugin.cjs'), 'utf8');
const pluginId = (name: string) => new RegExp(`const ${name} = '([^']+)';`).exec(plugin)?.[1];

function page(): void {
  document.head.innerHTML =
    `<template id="${EARLY_SIGN_IN_FILES_ID}"><link rel="prefetch" href="/early.js"></template>` +
    `<template id="${SESSION_FILES_ID}"><link rel="prefetch" href="/session.js"></template>` +
    `<template id="${WALLET_LAYER_FILES_ID}"><link rel="prefetch" href="/wallet.js"></template>` +
    '<link rel="prefetch" href="/react.js"><link rel="prefetch" href="/app.js">';
}
const prefetches = (file: string) => document.head.querySelectorAll(`link[href="/${file}"]`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(page);

describe('the prefetches of what Sign In loads after the sign-in screen', () => {
  it('are the build’s templates', () => {
    expect(pluginId('EARLY_SIGN_IN_FILES_ID')).toBe(EARLY_SIGN_IN_FILES_ID);
    expect(pluginId('SESSION_FILES_ID')).toBe(SESSION_FILES_ID);
    expect(pluginId('WALLET_LAYER_FILES_ID')).toBe(WALLET_LAYER_FILES_ID);
  });

  it('start once every prefetch already in the head has finished: the early sign-in’s, the session’s, then the wallet layer’s', async () => {
    prefetchSessionFilesAfterTheFirst();
    const [react, app] = Array.from(document.head.querySelectorAll('link[rel="prefetch"]'));
    react!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('early.js')).toHaveLength(0);
    app!.dispatchEvent(new Event('error'));
    await settle();
    expect(prefetches('early.js')).toHaveLength(1);
    expect(document.getElementById(EARLY_SIGN_IN_FILES_ID)).toBeNull();
    // The session's wait for the early sign-in's: what the wallet dialog's sign-in needs comes first.
    expect(prefetches('session.js')).toHaveLength(0);
    prefetches('early.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('session.js')).toHaveLength(1);
    expect(document.getElementById(SESSION_FILES_ID)).toBeNull();
    // The wallet layer's wait for the session's: the two do not share the link.
    expect(prefetches('wallet.js')).toHaveLength(0);
    expect(sessionFilesFetched()).toBe(false);
    prefetches('session.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('wallet.js')).toHaveLength(1);
    expect(sessionFilesFetched()).toBe(false);
    prefetches('wallet.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(sessionFilesFetched()).toBe(true);
  });

  it('leave the wallet layer’s out once Sign In is pressed: the sign-in has the link to itself', async () => {
    prefetchSessionFilesAfterTheFirst();
    holdWalletLayerFiles();
    for (const link of Array.from(document.head.querySelectorAll('link[rel="prefetch"]'))) {
      link.dispatchEvent(new Event('load'));
    }
    await settle();
    prefetches('early.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    prefetches('session.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('wallet.js')).toHaveLength(0);
  });

  it('count a prefetch finished before the page’s entry ran (its timing entry is there)', async () => {
    const own = performance.getEntriesByName;
    performance.getEntriesByName = ((name: string) =>
      name.endsWith('/react.js') ? [{ name }] : []) as typeof performance.getEntriesByName;
    try {
      prefetchSessionFilesAfterTheFirst();
      document.head.querySelector('link[href="/app.js"]')!.dispatchEvent(new Event('load'));
      await settle();
      expect(prefetches('early.js')).toHaveLength(1);
    } finally {
      performance.getEntriesByName = own;
    }
  });

  it('for a stored session: the session’s alone once the app’s are in, so that React comes first; the others left to the app', async () => {
    localStorage.setItem('session', JSON.stringify({ state: { token: 'tok' } }));
    // The page's own inline script, run as the page runs it, then the page's entry.
    new Function(markStoredSessionScript('session'))();
    expect(prefetches('session.js')).toHaveLength(0);
    prefetchSessionFilesAfterTheFirst();
    const [react, app] = Array.from(document.head.querySelectorAll('link[rel="prefetch"]'));
    react!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('session.js')).toHaveLength(0);
    app!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('session.js')).toHaveLength(1);
    expect(prefetches('early.js')).toHaveLength(0);
    prefetches('session.js')[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(prefetches('wallet.js')).toHaveLength(0);
    localStorage.clear();
    delete document.documentElement.dataset.boot;
  });
});
