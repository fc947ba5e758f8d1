import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { createSignInMessageText } from '@solana/wallet-standard-util';

export const TEST_WALLET_NAME = 'E2E Test Wallet';

/**
 * A Wallet Standard wallet injected into the page before the app loads. The page holds no secret:
 * every signature is made here, in the test process, through functions exposed to the page.
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
    await page.exposeFunction('__testWalletSignIn', async (input: Record<string, string | undefined>) => {
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
    await page.addInitScript(registerInPage, { name: TEST_WALLET_NAME, signIn: this.offersSignIn });
  }

  signatureOf(message: string): string {
    return bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), this.keypair.secretKey));
  }
}

/** Runs in the page: plain JavaScript, no imports (it is serialized by Playwright). */
function registerInPage({ name, signIn }: { name: string; signIn: boolean }): void {
  type Bridge = {
    __testWalletSignIn: (
      input: Record<string, string | undefined>,
    ) => Promise<{ signedMessage: number[]; signature: number[] }>;
    __testWalletAccount: () => Promise<{ address: string; publicKey: number[] }>;
    __testWalletSignMessage: (m: number[]) => Promise<number[]>;
    __testWalletSignTransaction: (t: number[]) => Promise<number[]>;
  };
  const bridge = window as unknown as Bridge;
  const chains = ['solana:localnet', 'solana:devnet', 'solana:mainnet'];
  const listeners: Record<string, ((p: unknown) => void)[]> = {};
  let accounts: unknown[] = [];
  const emit = () => (listeners.change ?? []).forEach((l) => l({ accounts }));
  const accountFeatures = [
    'solana:signTransaction',
    'solana:signMessage',
    ...(signIn ? ['solana:signIn'] : []),
  ];
  const connect = async () => {
    const { address, publicKey } = await bridge.__testWalletAccount();
    accounts = [{ address, publicKey: Uint8Array.from(publicKey), chains, features: accountFeatures }];
    emit();
    return { accounts };
  };
  const signInFeature = {
    'solana:signIn': {
      version: '1.0.0',
      signIn: async (...inputs: Record<string, string | undefined>[]) => {
        const outputs = [];
        for (const input of inputs) {
          const { signedMessage, signature } = await bridge.__testWalletSignIn(input);
          // The one approval connects the wallet too.
          await connect();
          outputs.push({
            account: accounts[0],
            signedMessage: Uint8Array.from(signedMessage),
            signature: Uint8Array.from(signature),
            signatureType: 'ed25519',
          });
        }
        return outputs;
      },
    },
  };
  const wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect,
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = [];
          emit();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (p: unknown) => void) => {
          (listeners[event] ??= []).push(listener);
          return () => {
            listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
          };
        },
      },
      ...(signIn ? signInFeature : {}),
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: Uint8Array.from(await bridge.__testWalletSignMessage(Array.from(message))),
            })),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: Uint8Array.from(
                await bridge.__testWalletSignTransaction(Array.from(transaction)),
              ),
            })),
          ),
      },
    },
  };
  const register = ({ register }: { register: (w: unknown) => void }) => register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register: (w: unknown) => void }>).detail),
  );
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
}
