import type { SignInStandardWallet, StandardWallet } from './standardWallets';

/** A Wallet Standard wallet as a page sees one registered: the features the wallet adapter needs, and `signIn` if given. */
export function fakeStandardWallet(
  name: string,
  signIn?: (...inputs: unknown[]) => Promise<unknown[]>,
): StandardWallet {
  const features: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
    'standard:events': { version: '1.0.0', on: () => () => undefined },
    'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
  };
  if (signIn) features['solana:signIn'] = { version: '1.0.0', signIn };
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:mainnet'],
    accounts: [],
    features,
  } as unknown as StandardWallet; // the fields a page reads, without the types' readonly brands
}

export type { SignInStandardWallet };
