import { closeSuite, startSuite, type Suite } from './suite';
import { openApp, type OpenedApp, type Viewport } from './app';
import { fund } from './chain';
import { TestWallet } from './testWallet';

/** A suite's own stack and browser, and the app opened for a new wallet holding `funds` on chain. */
export interface FundedApp extends Suite {
  app: OpenedApp;
}

/** Starts a stack and a browser, funds a new test wallet and opens the app for it (signed out). */
export async function openFundedApp(funds: Record<string, number>, viewport?: Viewport): Promise<FundedApp> {
  const suite = await startSuite();
  try {
    const wallet = new TestWallet();
    await fund(suite.stack.urls.rpc, wallet.address, funds);
    const app = await openApp(suite.browser, suite.stack.urls.shell, wallet, viewport);
    return { ...suite, app };
  } catch (error) {
    // The suite never gets what failed half-way: nothing of it may outlive the suite.
    await closeSuite(suite);
    throw error;
  }
}

/** Closes what openFundedApp started, whatever of it did start. */
export const closeFundedApp = (opened: Partial<FundedApp>): Promise<void> => closeSuite(opened);
