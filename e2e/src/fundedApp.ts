import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestStack, type Stack } from './stack';
import { openApp, type OpenedApp, type Viewport } from './app';
import { fund } from './chain';
import { TestWallet } from './testWallet';

/** A suite's own stack and browser, and the app opened for a new wallet holding `funds` on chain. */
export interface FundedApp {
  stack: Stack;
  browser: Browser;
  app: OpenedApp;
}

/** Starts a stack and a browser, funds a new test wallet and opens the app for it (signed out). */
export async function openFundedApp(funds: Record<string, number>, viewport?: Viewport): Promise<FundedApp> {
  const stack = await startTestStack();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, funds);
    const app = await openApp(browser, stack.urls.shell, wallet, viewport);
    return { stack, browser, app };
  } catch (error) {
    // The suite never gets what failed half-way: nothing of it may outlive the suite.
    await closeFundedApp({ stack, browser });
    throw error;
  }
}

/** Closes what openFundedApp started, whatever of it did start. */
export async function closeFundedApp(opened: Partial<FundedApp>): Promise<void> {
  await opened.browser?.close();
  await opened.stack?.close();
}
