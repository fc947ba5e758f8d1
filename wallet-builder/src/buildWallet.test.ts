import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import type {
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { buildWallet } from './buildWallet';
import type { AccountKey, WalletSigner } from './walletDefinition';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const CHAINS = ['solana:localnet', 'solana:devnet'] as const;
const ALICE: AccountKey = { address: 'A1ice', publicKey: new Uint8Array(32).fill(1) };
const BOB: AccountKey = { address: 'Bob', publicKey: new Uint8Array(32).fill(2) };

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignMessageFeature &
  SolanaSignInFeature;
const features = (wallet: Wallet) => wallet.features as Features;

function setUp(overrides: Partial<WalletSigner> = {}) {
  let switchAccounts: (accounts: readonly AccountKey[]) => void = () => undefined;
  const signer: WalletSigner = {
    connect: jest.fn(async () => [ALICE]),
    disconnect: jest.fn(async () => undefined),
    onAccountsChanged: (listener) => (switchAccounts = listener),
    signTransaction: jest.fn(async ({ transaction }) => transaction.map((b) => b ^ 0xff)),
    signMessage: jest.fn(async () => new Uint8Array(64).fill(9)),
    ...overrides,
  };
  const wallet = buildWallet({ name: 'Test', icon: ICON, chains: CHAINS, signer });
  const changes: string[][] = [];
  const off = features(wallet)['standard:events'].on('change', ({ accounts }) =>
    changes.push((accounts ?? []).map((account) => account.address)),
  );
  return { wallet, signer, changes, off, switchTo: (accounts: AccountKey[]) => switchAccounts(accounts) };
}

describe('a built wallet', () => {
  it('names itself as given, with its icon, chains and the standard version', () => {
    const { wallet } = setUp();
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Test', icon: ICON, chains: CHAINS });
  });

  it('connects the signer accounts and tells its listeners once', async () => {
    const { wallet, changes } = setUp();
    const { accounts } = await features(wallet)['standard:connect'].connect();
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    expect(account.address).toBe(ALICE.address);
    expect(Array.from(account.publicKey)).toEqual(Array.from(ALICE.publicKey));
    expect(account.chains).toEqual(CHAINS);
    expect(account.features).toEqual(['solana:signTransaction', 'solana:signMessage']);
    expect(wallet.accounts).toEqual(accounts);
    expect(changes).toEqual([[ALICE.address]]);

    // Connecting again to the same account changes nothing, so nobody is told.
    const again = await features(wallet)['standard:connect'].connect();
    expect(again.accounts[0]).toBe(account);
    expect(changes).toEqual([[ALICE.address]]);
  });

  it('disconnects: no accounts, its listeners told, then the signer told', async () => {
    const { wallet, signer, changes } = setUp({
      disconnect: jest.fn(async () => {
        expect(wallet.accounts).toEqual([]);
      }),
    });
    await features(wallet)['standard:connect'].connect();
    await features(wallet)['standard:disconnect'].disconnect();
    expect(wallet.accounts).toEqual([]);
    expect(changes).toEqual([[ALICE.address], []]);
    expect(signer.disconnect).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { wallet, changes, off } = setUp();
    off();
    await features(wallet)['standard:connect'].connect();
    expect(changes).toEqual([]);
  });

  it("tells nothing for an event other than the standard's 'change'", async () => {
    const { wallet } = setUp();
    const heard = jest.fn();
    // An event name a newer standard might add: this wallet has nothing to tell for it.
    const on = features(wallet)['standard:events'].on as (event: string, listener: () => void) => () => void;
    const off = on('other', heard);
    await features(wallet)['standard:connect'].connect();
    off();
    expect(heard).not.toHaveBeenCalled();
  });

  it('follows an account switch on the signer side only while connected', async () => {
    const { wallet, changes, switchTo } = setUp();
    switchTo([BOB]);
    expect(wallet.accounts).toEqual([]);
    await features(wallet)['standard:connect'].connect();
    switchTo([BOB]);
    expect(wallet.accounts.map((a) => a.address)).toEqual([BOB.address]);
    expect(changes).toEqual([[ALICE.address], [BOB.address]]);
  });

  it('offers exactly connect, disconnect, events and the Solana signing it is given, without sign-in', () => {
    const { wallet } = setUp();
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    for (const feature of Object.values(wallet.features)) expect(feature).toMatchObject({ version: '1.0.0' });
    expect(features(wallet)['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0]);
  });

  it('signs transactions and messages through the signer, one input after the other', async () => {
    const order: string[] = [];
    const { wallet, signer } = setUp({
      signMessage: jest.fn(async ({ message }) => {
        order.push(`start ${message[0]}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`end ${message[0]}`);
        return new Uint8Array(64).fill(message[0]!);
      }),
    });
    const { accounts } = await features(wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;

    const transaction = Uint8Array.from([1, 2, 3]);
    const [signedTx] = await features(wallet)['solana:signTransaction'].signTransaction({
      account,
      transaction,
    });
    expect(Array.from(signedTx!.signedTransaction)).toEqual([254, 253, 252]);
    expect(signer.signTransaction).toHaveBeenCalledWith({ account, transaction });

    const first = Uint8Array.from([1]);
    const second = Uint8Array.from([2]);
    const signed = await features(wallet)['solana:signMessage'].signMessage(
      { account, message: first },
      { account, message: second },
    );
    expect(signed.map(({ signedMessage }) => signedMessage)).toEqual([first, second]);
    expect(signed.map(({ signature }) => signature[0])).toEqual([1, 2]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});

describe('sign-in', () => {
  const signIn = jest.fn(async () => ({
    signedMessage: new TextEncoder().encode('example.com wants you to sign in'),
    signature: new Uint8Array(64).fill(5),
  }));

  it('is offered, on the wallet and its accounts, only when the signer signs in', async () => {
    const { wallet } = setUp({ signIn });
    expect(Object.keys(wallet.features)).toContain('solana:signIn');
    expect(features(wallet)['solana:signIn'].version).toBe('1.0.0');
    const { accounts } = await features(wallet)['standard:connect'].connect();
    expect(accounts[0]!.features).toEqual(['solana:signTransaction', 'solana:signMessage', 'solana:signIn']);
  });

  it('signs and connects in one approval, telling listeners once', async () => {
    const { wallet, signer, changes } = setUp({ signIn });
    const [output] = await features(wallet)['solana:signIn'].signIn({ domain: 'example.com' });
    expect(signIn).toHaveBeenCalledWith({ domain: 'example.com' });
    expect(signer.connect).toHaveBeenCalledTimes(1);
    expect(output!.account).toBe(wallet.accounts[0]);
    expect(output!.account.address).toBe(ALICE.address);
    expect(new TextDecoder().decode(output!.signedMessage)).toBe('example.com wants you to sign in');
    expect(output!.signature).toEqual(new Uint8Array(64).fill(5));
    expect(output!.signatureType).toBe('ed25519');
    expect(changes).toEqual([[ALICE.address]]);
  });

  it('fails when the signer connects no account after signing in', async () => {
    const { wallet } = setUp({ signIn, connect: async () => [] });
    await expect(features(wallet)['solana:signIn'].signIn({})).rejects.toThrow(
      'The wallet signed in but connected no account.',
    );
  });
});
