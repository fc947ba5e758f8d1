import type { IdentifierString, WalletIcon } from '@wallet-standard/base';
import type {
  SolanaSignInInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';

/** An account as the signer knows it: the wallet turns it into a Wallet Standard account. */
export interface AccountKey {
  /** base58 public key */
  readonly address: string;
  /** the same key's 32 bytes */
  readonly publicKey: Uint8Array;
}

/** What a Sign In With Solana approval gives back: the exact message shown, and its signature. */
export interface SignedIn {
  readonly signedMessage: Uint8Array;
  readonly signature: Uint8Array;
}

/**
 * Whatever holds the key (or reaches whoever does). Each signing call is for one input; the wallet sends
 * several inputs one after the other, as a person approves them one by one.
 */
export interface WalletSigner {
  /** The accounts to connect (it may ask for approval). Called on every connect. */
  connect(): Promise<readonly AccountKey[]>;
  /** Told after the wallet has disconnected; a failure here is the signer's to handle. */
  disconnect?(): Promise<void>;
  /** Account switches made on the signer's side; they reach the app only while it is connected. */
  onAccountsChanged?(listener: (accounts: readonly AccountKey[]) => void): void;
  /** Returns the signed transaction's bytes. */
  signTransaction(input: SolanaSignTransactionInput): Promise<Uint8Array>;
  /** Returns the signature of the message. */
  signMessage(input: SolanaSignMessageInput): Promise<Uint8Array>;
  /** Offered (`solana:signIn`) only when given: one approval that connects and signs. */
  signIn?(input: SolanaSignInInput): Promise<SignedIn>;
}

export interface WalletDefinition {
  readonly name: string;
  readonly icon: WalletIcon;
  readonly chains: readonly IdentifierString[];
  readonly signer: WalletSigner;
}
