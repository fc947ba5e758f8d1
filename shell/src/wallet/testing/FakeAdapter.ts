import {
  BaseWalletAdapter,
  WalletConnectionError,
  WalletReadyState,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { Keypair, type PublicKey, type TransactionSignature } from '@solana/web3.js';

/**
 * A wallet adapter for tests: its readiness is set by the test, it records what it is asked, connects at once
 * (or refuses, reporting the error as adapters do) and has no way to sign; see `FakeMessageSigner`.
 */
export class FakeAdapter extends BaseWalletAdapter {
  readonly name: WalletName;
  readonly url = 'https://wallet.example';
  readonly icon = 'data:image/svg+xml;base64,';
  readonly supportedTransactionVersions = null;
  readonly key = Keypair.generate().publicKey;
  publicKey: PublicKey | null = null;
  connecting = false;
  /** What the adapter was asked, in order: 'connect', 'autoConnect', 'disconnect'. */
  readonly asked: string[] = [];
  /** Makes the next connects fail with this message. */
  refusal: string | null = null;
  private ready: WalletReadyState;

  constructor(name: string, readyState = WalletReadyState.Installed) {
    super();
    this.name = name as WalletName;
    this.ready = readyState;
  }

  get readyState(): WalletReadyState {
    return this.ready;
  }

  /** The wallet reports a new readiness, as an extension does once it has injected itself. */
  setReadyState(readyState: WalletReadyState): void {
    this.ready = readyState;
    this.emit('readyStateChange', readyState);
  }

  override async autoConnect(): Promise<void> {
    this.asked.push('autoConnect');
    await this.answerConnect();
  }

  async connect(): Promise<void> {
    this.asked.push('connect');
    await this.answerConnect();
  }

  async disconnect(): Promise<void> {
    this.asked.push('disconnect');
    this.publicKey = null;
    this.emit('disconnect');
  }

  async sendTransaction(): Promise<TransactionSignature> {
    return 'signature';
  }

  private async answerConnect(): Promise<void> {
    if (this.refusal) {
      const error = new WalletConnectionError(this.refusal);
      this.emit('error', error);
      throw error;
    }
    this.publicKey = this.key;
    this.emit('connect', this.key);
  }
}

/** A fake wallet that can also sign a message and sign in. */
export class FakeMessageSigner extends FakeAdapter {
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    return message;
  }

  async signIn(): Promise<never> {
    throw new Error('not used');
  }
}
