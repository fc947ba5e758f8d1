import type { Wallet } from '@wallet-standard/base';
import { registerBuiltWallet } from './registerBuiltWallet';

const definition = {
  name: 'Test',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:localnet'],
  signer: {
    connect: async () => [],
    signTransaction: async () => new Uint8Array(),
    signMessage: async () => new Uint8Array(),
  },
} as const;

type RegisterCallback = (api: { register: (wallet: Wallet) => void }) => void;

describe('registering a built wallet', () => {
  it('announces it to an app already listening, and to one that starts listening later', () => {
    const announced: Wallet[] = [];
    const onRegister = (event: Event) =>
      (event as CustomEvent<RegisterCallback>).detail({ register: (w) => void announced.push(w) });
    window.addEventListener('wallet-standard:register-wallet', onRegister);
    const wallet = registerBuiltWallet(definition);
    window.removeEventListener('wallet-standard:register-wallet', onRegister);
    expect(announced).toEqual([wallet]);

    const later: Wallet[] = [];
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (w: Wallet) => void later.push(w) },
      }),
    );
    expect(later).toContain(wallet);
    expect(wallet.name).toBe('Test');
  });
});
