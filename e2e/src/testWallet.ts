import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { pageScript } from './pageScript';
import type * as TestWalletPage from './testWalletPage';

export const TEST_WALLET_NAME = 'E2E Test Wallet';

/**
 * A Wallet Standard wallet injected into the page before the app loads. The page holds no secret:
 * every signature is made here, in the test process, through functions exposed to the page. Its part in
 * the page (testWalletPage.ts) is built with the app's own wallet builder and bundled for the page.
 */
export class TestWallet {
  readonly keypair: Keypair;
  /** When set, the next signing request is refused the way a person's "Reject" would be. */
  rejectNext = false;
  signedMessages: string[] = [];
  signedTransactions = 0;
  /** Every request the person would have to approve (connect is silent, as for a site already trusted). */
  approvals: ('signIn' | 'signMessage' | 'signTransaction')[] = [];
  /** Whether the wallet offers Sign In With Solana (`solana:signIn`), as Phantom, Solflare and Backpack do. */
  readonly offersSignIn: boolean;
  /** Called (in the test process) the moment a transaction is signed, before the page gets it back. */
  onSignTransaction: (() => void) | null = null;
  /** While set, signing requests wait on it: a wallet whose owner has not answered yet. */
  private pending: Promise<void> | null = null;

  constructor(keypair = Keypair.generate(), { signIn = true }: { signIn?: boolean } = {}) {
    this.keypair = keypair;
    this.offersSignIn = signIn;
  }

  get address(): string {
    return this.keypair.publicKey.toBase58();
  }

  private refuse(): boolean {
    const refuse = this.rejectNext;
    this.rejectNext = false;
    return refuse;
  }

  /** Signing requests wait until the returned function is called (or the page gives up on them). */
  holdSigning(): () => void {
    let release = () => undefined as void;
    this.pending = new Promise<void>((resolve) => {
      release = () => {
        this.pending = null;
        resolve();
      };
    });
    return release;
  }

  async install(page: Page): Promise<void> {
    await page.exposeFunction('__testWalletAccount', () => ({
      address: this.address,
      publicKey: Array.from(this.keypair.publicKey.toBytes()),
    }));
    await page.exposeFunction('__testWalletSignMessage', async (message: number[]) => {
      await this.pending;
      if (this.refuse()) throw new Error('User rejected the request.');
      const bytes = Uint8Array.from(message);
      this.approvals.push('signMessage');
      this.signedMessages.push(Buffer.from(bytes).toString('utf8'));
      return Array.from(nacl.sign.detached(bytes, this.keypair.secretKey));
    });
    await page.exposeFunction('__testWalletSignTransaction', async (transaction: number[]) => {
      await this.pending;
      if (this.refuse()) throw new Error('User rejected the request.');
      const tx = VersionedTransaction.deserialize(Uint8Array.from(transaction));
      tx.sign([this.keypair]);
      this.approvals.push('signTransaction');
      this.signedTransactions += 1;
      this.onSignTransaction?.();
      return Array.from(tx.serialize());
    });
    // As a wallet does: the message is written from the input the Wallet Standard way (its own address
    // filled in when the input names none), shown to the person, and signed.
    await page.exposeFunction('__testWalletSignIn', async (input: TestWalletPage.SignInRequest) => {
      await this.pending;
      if (this.refuse()) throw new Error('User rejected the request.');
      const text = createSignInMessageText({
        ...input,
        domain: input.domain ?? new URL(page.url()).host,
        address: input.address ?? this.address,
      });
      const bytes = new TextEncoder().encode(text);
      this.approvals.push('signIn');
      this.signedMessages.push(text);
      return {
        signedMessage: Array.from(bytes),
        signature: Array.from(nacl.sign.detached(bytes, this.keypair.secretKey)),
      };
    });
    await page.addInitScript({
      content: await pageScript<typeof TestWalletPage, 'registerTestWallet'>(
        'testWalletPage',
        'registerTestWallet',
        {
          name: TEST_WALLET_NAME,
          signIn: this.offersSignIn,
        },
      ),
    });
  }

  signatureOf(message: string): string {
    return bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), this.keypair.secretKey));
  }
}
