import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignInFeature,
  SolanaSignInOutput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { AccountKey, WalletDefinition } from './walletDefinition';

/** The version of the Wallet Standard the wallet and each of its features speak. */
export const STANDARD_VERSION = '1.0.0';
/** The transactions `solana:signTransaction` takes: legacy ones and version 0. */
export const SUPPORTED_TRANSACTION_VERSIONS = ['legacy', 0] as const;

/**
 * A Wallet Standard wallet from a name, an icon, the chains and a signer. The wallet keeps the connected
 * accounts (one object per address, so the app sees "the same account" until it really changes), tells its
 * 'change' listeners when they change and only then, and offers `solana:signTransaction`,
 * `solana:signMessage` and, when the signer signs in, `solana:signIn`. Nothing else: no
 * `signAndSendTransaction`, so the app sends through its own connection.
 */
export function buildWallet({ name, icon, chains, signer }: WalletDefinition): Wallet {
  const accountFeatures: IdentifierString[] = [
    'solana:signTransaction',
    'solana:signMessage',
    ...(signer.signIn ? (['solana:signIn'] as const) : []),
  ];
  const known = new Map<string, WalletAccount>();
  const listeners = new Set<StandardEventsListeners['change']>();
  let accounts: readonly WalletAccount[] = [];

  const toAccount = ({ address, publicKey }: AccountKey): WalletAccount => {
    let account = known.get(address);
    if (!account) {
      account = new ReadonlyWalletAccount({ address, publicKey, chains, features: accountFeatures });
      known.set(address, account);
    }
    return account;
  };
  const setAccounts = (keys: readonly AccountKey[]) => {
    const next = keys.map(toAccount);
    const same = next.length === accounts.length && next.every((account, i) => account === accounts[i]);
    accounts = next;
    if (!same) [...listeners].forEach((listener) => listener({ accounts }));
  };
  signer.onAccountsChanged?.((keys) => {
    if (accounts.length) setAccounts(keys);
  });

  const connect: StandardConnectFeature['standard:connect']['connect'] = async () => {
    setAccounts(await signer.connect());
    return { accounts };
  };
  const disconnect: StandardDisconnectFeature['standard:disconnect']['disconnect'] = async () => {
    setAccounts([]);
    await signer.disconnect?.();
  };
  const on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    // 'change' is the only event the standard has.
    if (event !== 'change') return () => undefined;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction']['signTransaction'] = oneByOne(
    async (input) => ({ signedTransaction: await signer.signTransaction(input) }),
  );
  const signMessage: SolanaSignMessageFeature['solana:signMessage']['signMessage'] = oneByOne(
    async (input) => ({
      signedMessage: input.message,
      signature: await signer.signMessage(input),
    }),
  );

  const signInFeature = (signIn: NonNullable<typeof signer.signIn>): SolanaSignInFeature => ({
    'solana:signIn': {
      version: STANDARD_VERSION,
      signIn: oneByOne(async (input): Promise<SolanaSignInOutput> => {
        const { signedMessage, signature } = await signIn(input);
        // The one approval connects the wallet too.
        const [account] = (await connect()).accounts;
        if (!account) throw new Error('The wallet signed in but connected no account.');
        return { account, signedMessage, signature, signatureType: 'ed25519' };
      }),
    },
  });

  return {
    version: STANDARD_VERSION,
    name,
    icon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': { version: STANDARD_VERSION, connect },
      'standard:disconnect': { version: STANDARD_VERSION, disconnect },
      'standard:events': { version: STANDARD_VERSION, on },
      'solana:signTransaction': {
        version: STANDARD_VERSION,
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signTransaction,
      },
      'solana:signMessage': { version: STANDARD_VERSION, signMessage },
      ...(signer.signIn && signInFeature(signer.signIn)),
    },
  };
}

/**
 * A feature's method that answers each input in turn, the next only once the last is answered, as a person
 * approves them one by one.
 */
function oneByOne<Input, Output>(
  answer: (input: Input) => Promise<Output>,
): (...inputs: readonly Input[]) => Promise<Output[]> {
  return async (...inputs) => {
    const outputs: Output[] = [];
    for (const input of inputs) outputs.push(await answer(input));
    return outputs;
  };
}
