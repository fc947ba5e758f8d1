import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type {
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { createMiniAppHost, type HostAccount, type HostRequest } from '../host';
import { PROTOCOL, fromBase64, toBase64 } from '../protocol';
import { FakeWindow, link, settle, until } from '../testing/fakeWindows';
import { TIMEOUT_MESSAGES, connectToHost, createHostWallet, type HostConnection } from './index';

const APP = 'https://app.example';
const HOST = 'https://wallet.example';
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const ALICE: HostAccount = {
  address: 'A1ice1111111111111111111111111111111111111',
  publicKey: new Uint8Array(32).fill(1),
};
const BOB: HostAccount = {
  address: 'Bob11111111111111111111111111111111111111111',
  publicKey: new Uint8Array(32).fill(2),
};

/** A frame (the mini-app) inside a host page running the real host side. */
function setUp(options: { onRequest?: (request: HostRequest) => boolean | Promise<boolean> } = {}) {
  const frame = new FakeWindow(APP);
  const host = new FakeWindow(HOST);
  const [frameSeesHost, hostSeesFrame] = link(frame, host);
  let current = [ALICE];
  const wallet = {
    name: 'Test Host',
    icon: ICON,
    chains: ['solana:localnet'],
    getAccounts: () => current,
    signMessage: jest.fn(async (message: Uint8Array) =>
      Uint8Array.from([...message, ...new Uint8Array(64)]).slice(-64),
    ),
    signTransaction: jest.fn(async (transaction: Uint8Array) =>
      Uint8Array.from(transaction.map((b) => b ^ 0xff)),
    ),
    openLink: jest.fn(),
  };
  const miniAppHost = createMiniAppHost({
    iframe: { contentWindow: hostSeesFrame },
    origin: APP,
    wallet,
    onRequest: options.onRequest,
    self: host,
  });
  const connect = (allowedOrigins = [HOST], timeouts = {}) =>
    connectToHost({ allowedOrigins, self: frame, parent: frameSeesHost, timeouts });
  const switchTo = async (account: HostAccount) => {
    current = [account];
    await miniAppHost.accountsChanged();
  };
  return { frame, host, frameSeesHost, wallet, miniAppHost, connect, switchTo };
}

const features = (wallet: Wallet) =>
  wallet.features as StandardConnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature;

async function connectedWallet(setup: ReturnType<typeof setUp>) {
  const connection = (await setup.connect())!;
  const wallet = createHostWallet(connection);
  const { accounts } = await features(wallet)['standard:connect'].connect();
  return { connection, wallet, account: accounts[0]! };
}

/** Someone else's window that holds a handle on the frame (e.g. another frame of the host page). */
function foreignWindow(frame: FakeWindow, origin = 'https://evil.example') {
  const foreign = new FakeWindow(origin);
  const [foreignSeesFrame] = link(foreign, frame);
  return foreignSeesFrame;
}

describe('the handshake', () => {
  it('settles on a version with a host at an allowed origin and takes its name, icon and chains', async () => {
    const connection = await setUp().connect();
    expect(connection).toMatchObject({
      origin: HOST,
      version: 1,
      host: { name: 'Test Host', icon: ICON, chains: ['solana:localnet'] },
    });
  });

  it('says hello only to allowed origins: a parent at another origin never hears it, and it gives up', async () => {
    const setup = setUp();
    const connection = await setup.connect(['https://other.example'], { hello: 30 });
    expect(connection).toBeNull();
    expect(setup.host.received).toHaveLength(0);
    expect(setup.host.dropped).toHaveLength(1);
  });

  it('ignores a welcome from a foreign window or origin, even one that guesses the hello id', async () => {
    const frame = new FakeWindow(APP);
    const host = new FakeWindow(HOST);
    const [frameSeesHost] = link(frame, host);
    const foreign = foreignWindow(frame);
    // The forger copies the id of our hello as it would read it if it could.
    const spy = jest.spyOn(frameSeesHost, 'postMessage').mockImplementation((hello) => {
      const { id } = hello as { id: string };
      const welcome = {
        protocol: PROTOCOL,
        id,
        type: 'welcome',
        version: 1,
        host: { name: 'Evil', icon: ICON, chains: ['solana:mainnet'] },
      };
      foreign.postMessage(welcome, '*'); // right origin? no: foreign origin, foreign source
      frame.deliver(welcome, frameSeesHost, 'https://evil.example'); // right source, wrong origin
      frame.deliver(welcome, foreign, HOST); // allowed origin, wrong source
    });
    const connection = await connectToHost({
      allowedOrigins: [HOST],
      self: frame,
      parent: frameSeesHost,
      timeouts: { hello: 40 },
    });
    expect(spy).toHaveBeenCalled();
    expect(connection).toBeNull();
  });

  it('gives up when the host speaks no version we know', async () => {
    const frame = new FakeWindow(APP);
    const host = new FakeWindow(HOST);
    const [frameSeesHost, hostSeesFrame] = link(frame, host);
    host.addEventListener('message', (event) => {
      const { id } = event.data as { id: string };
      hostSeesFrame.postMessage(
        {
          protocol: PROTOCOL,
          id,
          type: 'welcome',
          version: 7,
          host: { name: 'Future', icon: ICON, chains: ['solana:mainnet'] },
        },
        APP,
      );
    });
    const connection = await connectToHost({ allowedOrigins: [HOST], self: frame, parent: frameSeesHost });
    expect(connection).toBeNull();
  });
});

describe('the Wallet Standard wallet that forwards to the host', () => {
  it('connects to the host account and signs a message and a transaction there, bytes in and out', async () => {
    const setup = setUp();
    const { wallet, account } = await connectedWallet(setup);
    expect(wallet.name).toBe('Test Host');
    expect(account.address).toBe(ALICE.address);
    expect(Array.from(account.publicKey)).toEqual(Array.from(ALICE.publicKey));
    expect(wallet.features['solana:signTransaction']).toMatchObject({
      supportedTransactionVersions: ['legacy', 0],
    });

    const message = new TextEncoder().encode('Sign in to the game');
    const [signed] = await features(wallet)['solana:signMessage'].signMessage({ account, message });
    expect(signed!.signedMessage).toEqual(message);
    expect(signed!.signature).toHaveLength(64);
    expect(setup.wallet.signMessage).toHaveBeenCalledWith(message, ALICE);

    const transaction = Uint8Array.from([1, 2, 3]);
    const [tx] = await features(wallet)['solana:signTransaction'].signTransaction({ account, transaction });
    expect(Array.from(tx!.signedTransaction)).toEqual([254, 253, 252]);
  });

  it('passes the host refusal on as USER_REJECTED with a message the app reads as a refusal', async () => {
    const setup = setUp({ onRequest: (request) => request.method === 'connect' });
    const { wallet, account } = await connectedWallet(setup);
    const signing = features(wallet)['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    });
    await expect(signing).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request.',
    });
    expect(setup.wallet.signMessage).not.toHaveBeenCalled();
  });

  it('times out with a player message, and ignores the late answer', async () => {
    let approveLater: (ok: boolean) => void = () => undefined;
    const setup = setUp({
      onRequest: (request) =>
        request.method === 'connect' ? true : new Promise<boolean>((resolve) => (approveLater = resolve)),
    });
    const connection = (await setup.connect([HOST], { signTransaction: 50 }))!;
    const wallet = createHostWallet(connection);
    const { accounts } = await features(wallet)['standard:connect'].connect();
    const transaction = Uint8Array.from([9]);
    await expect(
      features(wallet)['solana:signTransaction'].signTransaction({ account: accounts[0]!, transaction }),
    ).rejects.toMatchObject({ code: 'TIMEOUT', message: TIMEOUT_MESSAGES.signTransaction });
    expect(TIMEOUT_MESSAGES.signTransaction).toBe('Your wallet did not answer in time. Nothing was sent.');
    approveLater(true); // the person approves after the app gave up: the answer reaches an unknown id
    await until(() => setup.wallet.signTransaction.mock.calls.length === 1);
    await settle(20);
    // The channel still works for the next request.
    const late = approveLater;
    const next = features(wallet)['solana:signTransaction'].signTransaction({
      account: accounts[0]!,
      transaction,
    });
    await until(() => approveLater !== late);
    approveLater(true);
    await expect(next).resolves.toHaveLength(1);
  });

  it('ignores forged answers and account changes from a foreign window or origin', async () => {
    let approve: (ok: boolean) => void = () => undefined;
    const setup = setUp({
      onRequest: (request) =>
        request.method === 'connect' ? true : new Promise<boolean>((r) => (approve = r)),
    });
    const { wallet, account } = await connectedWallet(setup);
    const changes: WalletAccount[][] = [];
    features(wallet)['standard:events'].on('change', ({ accounts }) => changes.push([...(accounts ?? [])]));
    const hostHandle = setup.frameSeesHost;
    const signing = features(wallet)['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    });
    const isSignRequest = (m: unknown) => (m as { method?: string }).method === 'signMessage';
    await until(() => setup.host.received.some(isSignRequest));
    const { id } = setup.host.received.find(isSignRequest) as { id: string };
    const forgedSignature = toBase64(new Uint8Array(64).fill(7));
    const forgedAnswer = {
      protocol: PROTOCOL,
      id,
      type: 'response',
      version: 1,
      result: { signature: forgedSignature },
    };
    const forgedSwitch = {
      protocol: PROTOCOL,
      id: 'x',
      type: 'accountsChanged',
      version: 1,
      accounts: [{ address: BOB.address, publicKey: toBase64(BOB.publicKey) }],
    };
    const foreign = foreignWindow(setup.frame);
    for (const forged of [forgedAnswer, forgedSwitch]) {
      foreign.postMessage(forged, '*');
      setup.frame.deliver(forged, hostHandle, 'https://evil.example');
      setup.frame.deliver(forged, null, HOST);
    }
    // An answer to an id that was never asked is dropped too.
    setup.frame.deliver({ ...forgedAnswer, id: 'never-asked' }, hostHandle, HOST);
    await settle(20);
    expect(changes).toEqual([]);
    expect(wallet.accounts.map((a) => a.address)).toEqual([ALICE.address]);
    approve(true);
    const [signed] = await signing;
    expect(Array.from(signed!.signature)).not.toEqual(Array.from(fromBase64(forgedSignature)));
  });

  it('follows an account switch in the host, and refuses a signature for the account that left', async () => {
    let approve: (ok: boolean) => void = () => undefined;
    const setup = setUp({
      onRequest: (request) =>
        request.method === 'connect' ? true : new Promise<boolean>((r) => (approve = r)),
    });
    const { wallet, account } = await connectedWallet(setup);
    const changes: string[][] = [];
    features(wallet)['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    );
    const pending = features(wallet)['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    });
    const unset = approve;
    await until(() => approve !== unset); // the host is asking the person
    await setup.switchTo(BOB);
    await expect(pending).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await until(() => changes.length > 0);
    expect(changes).toEqual([[BOB.address]]);
    approve(true);
    await expect(
      features(wallet)['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(setup.wallet.signMessage).not.toHaveBeenCalled();
  });

  it('opens links through the host only for web addresses', async () => {
    const setup = setUp();
    const connection: HostConnection = (await setup.connect())!;
    await connection.request('openLink', { url: 'https://explorer.solana.com/tx/abc' });
    expect(setup.wallet.openLink).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc');
    await expect(connection.request('openLink', { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    expect(setup.wallet.openLink).toHaveBeenCalledTimes(1);
  });
});
