import type { BrowserContextOptions } from 'playwright-core';
import type { TestWallet } from '../../../e2e/src/testWallet';

/** A signed-in player: later measurements start from this session instead of signing in again. */
export interface SignedInSession {
  wallet: TestWallet;
  storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}
