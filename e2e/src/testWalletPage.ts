// The test wallet's part in the page: bundled for the page (pageScript.ts) and injected before the app loads.
import { registerBuiltWallet, type WalletSigner } from '@companion/wallet-builder';

export type SignInRequest = Parameters<NonNullable<WalletSigner['signIn']>>[0];

/** What the test process exposes to the page (TestWallet.install): every signature is made there. */
export interface TestWalletBridge {
  __testWalletAccount(): Promise<{ address: string; publicKey: number[] }>;
  __testWalletSignMessage(message: number[]): Promise<number[]>;
  __testWalletSignTransaction(transaction: number[]): Promise<number[]>;
  __testWalletSignIn(input: SignInRequest): Promise<{ signedMessage: number[]; signature: number[] }>;
}

export interface TestWalletOptions {
  name: string;
  /** Whether it offers Sign In With Solana (`solana:signIn`). */
  signIn: boolean;
}

const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:mainnet'] as const;
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';

export function registerTestWallet({ name, signIn }: TestWalletOptions): void {
  const bridge = window as unknown as TestWalletBridge;
  const signer: WalletSigner = {
    connect: async () => {
      const { address, publicKey } = await bridge.__testWalletAccount();
      return [{ address, publicKey: Uint8Array.from(publicKey) }];
    },
    signMessage: async ({ message }) =>
      Uint8Array.from(await bridge.__testWalletSignMessage(Array.from(message))),
    signTransaction: async ({ transaction }) =>
      Uint8Array.from(await bridge.__testWalletSignTransaction(Array.from(transaction))),
  };
  const signInToo: WalletSigner = {
    ...signer,
    signIn: async (input) => {
      const { signedMessage, signature } = await bridge.__testWalletSignIn(input);
      return { signedMessage: Uint8Array.from(signedMessage), signature: Uint8Array.from(signature) };
    },
  };
  registerBuiltWallet({ name, icon: ICON, chains: CHAINS, signer: signIn ? signInToo : signer });
}
