import type { Adapter } from '@solana/wallet-adapter-base';
import type { PublicKey } from '@solana/web3.js';
import type { WalletSigner } from '@companion/shared-state/host/wallet';

/**
 * Hears the first of these wallets to connect, from its adapter: that is as soon as the wallet has said yes,
 * before the wallet layer has re-rendered the app for it, so sign-in can send its first call a frame or
 * two earlier (docs/performance.md, "Sign-in round trip"). Returns the stop; it also stops after one connect.
 */
export function onFirstConnect(
  adapters: readonly Adapter[],
  connected: (signer: WalletSigner) => void,
): () => void {
  const stops = adapters.map((adapter) => {
    const listener = (publicKey: PublicKey) => {
      stop();
      connected(signerOf(adapter, publicKey));
    };
    adapter.on('connect', listener);
    return () => adapter.off('connect', listener);
  });
  const stop = () => stops.forEach((off) => off());
  return stop;
}

/** What sign-in needs of a connected adapter: its key and whichever of the two signing methods it has. */
function signerOf(adapter: Adapter, publicKey: PublicKey): WalletSigner {
  return {
    publicKey,
    signMessage: 'signMessage' in adapter ? (message) => adapter.signMessage(message) : undefined,
    signTransaction:
      'signTransaction' in adapter ? (transaction) => adapter.signTransaction(transaction) : undefined,
  };
}
