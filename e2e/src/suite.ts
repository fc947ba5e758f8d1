import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestStack, type Stack } from './stack';

/** A suite's own stack and browser: what most suites start before their tests and close after them. */
export interface Suite {
  stack: Stack;
  browser: Browser;
}

/** Starts the suite's stack (with `options`) and a browser; closes the stack again if the browser fails. */
export async function startSuite(options?: Parameters<typeof startTestStack>[0]): Promise<Suite> {
  const stack = await startTestStack(options);
  try {
    return { stack, browser: await launchBrowser() };
  } catch (error) {
    await stack.close();
    throw error;
  }
}

/** Closes what startSuite started, whatever of it did start. */
export async function closeSuite(suite: Partial<Suite>): Promise<void> {
  await suite.browser?.close();
  await suite.stack?.close();
}
