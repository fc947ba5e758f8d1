import { PROTOCOL, toBase64, MAX_TRANSACTION_BYTES } from '../protocol';
import { FakeWindow, link, settle, until, type WindowHandle } from '../testing/fakeWindows';
import { createMiniAppHost, type HostAccount, type HostRequest } from './index';

const APP = 'https://app.example';
const HOST = 'https://wallet.example';
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const ALICE: HostAccount = {
  address: 'A1ice1111111111111111111111111111111111111',
  publicKey: new Uint8Array(32).fill(1),
};

type Answer = { id: string; type: string; result?: Record<string, unknown>; error?: { code: string } };

/** The host side under test, with a raw frame that posts hand-made messages and records the answers. */
function setUp(onRequest?: (request: HostRequest) => boolean | Promise<boolean>) {
  const frame = new FakeWindow(APP);
  const host = new FakeWindow(HOST);
  const [frameSeesHost, hostSeesFrame] = link(frame, host);
  const answers: Answer[] = [];
  frame.addEventListener('message', (event) => answers.push(event.data as Answer));
  const wallet = {
    name: 'Test Host',
    icon: ICON,
    chains: ['solana:localnet'],
    getAccounts: () => [ALICE],
    signMessage: jest.fn(async () => new Uint8Array(64).fill(3)),
    signTransaction: jest.fn(async (tx: Uint8Array) => tx),
    openLink: jest.fn(),
  };
  const iframe = { contentWindow: hostSeesFrame as WindowHandle | null };
  const miniAppHost = createMiniAppHost({ iframe, origin: APP, wallet, onRequest, self: host });
  let n = 0;
  const send = async (message: Record<string, unknown>, from: WindowHandle = frameSeesHost) => {
    const id = `m${(n += 1)}`;
    from.postMessage({ protocol: PROTOCOL, id, ...message }, HOST);
    await until(() => answers.some((a) => a.id === id));
    return answers.find((a) => a.id === id);
  };
  const hello = () => send({ type: 'hello', versions: [1] });
  const request = (
    method: string,
    params: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) => send({ type: 'request', version: 1, method, params, ...extra });
  return { frame, host, frameSeesHost, iframe, wallet, miniAppHost, answers, send, hello, request };
}

const signMessageParams = { address: ALICE.address, message: toBase64(new TextEncoder().encode('hi')) };

describe('the host side', () => {
  it('welcomes a hello with the agreed version and the wallet name, icon and chains', async () => {
    const { hello } = setUp();
    expect(await hello()).toMatchObject({
      type: 'welcome',
      version: 1,
      host: { name: 'Test Host', icon: ICON, chains: ['solana:localnet'] },
    });
  });

  it('answers a hello in versions it does not speak with UNSUPPORTED_VERSION', async () => {
    const { send } = setUp();
    expect(await send({ type: 'hello', versions: [2, 3] })).toMatchObject({
      error: { code: 'UNSUPPORTED_VERSION' },
    });
  });

  it('ignores messages from another origin or another window, and calls nothing', async () => {
    const { frame, host, hello, wallet, answers } = setUp();
    await hello();
    await setUp().request('connect'); // another pair entirely: unaffected
    const foreign = new FakeWindow('https://evil.example');
    const [foreignSeesHost] = link(foreign, host);
    const message = {
      protocol: PROTOCOL,
      id: 'spoof',
      type: 'request',
      version: 1,
      method: 'signMessage',
      params: signMessageParams,
    };
    foreignSeesHost.postMessage(message, HOST); // foreign origin, foreign window
    host.deliver(message, null, APP); // the app's origin claimed, but not the frame's window
    const [, sameOriginOtherWindow] = link(new FakeWindow(APP), host);
    host.deliver(message, sameOriginOtherWindow, APP);
    await settle(20);
    expect(answers.filter((a) => a.id === 'spoof')).toEqual([]);
    expect(wallet.signMessage).not.toHaveBeenCalled();
    expect(frame.received.filter((m) => (m as Answer).id === 'spoof')).toEqual([]);
  });

  it('refuses requests before the handshake and signatures before connect', async () => {
    const { hello, request, wallet } = setUp();
    expect(await request('connect')).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    await hello();
    expect(await request('signMessage', signMessageParams)).toMatchObject({
      error: { code: 'UNAUTHORIZED' },
    });
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it('answers unknown methods, bad params and a wrong version with an error, never calling the wallet', async () => {
    const { hello, request, wallet } = setUp();
    await hello();
    await request('connect');
    expect(await request('signAndSendTransaction')).toMatchObject({ error: { code: 'UNSUPPORTED_METHOD' } });
    const tooBig = toBase64(new Uint8Array(MAX_TRANSACTION_BYTES + 1));
    expect(await request('signTransaction', { address: ALICE.address, transaction: tooBig })).toMatchObject({
      error: { code: 'INVALID_REQUEST' },
    });
    expect(await request('signMessage', { address: ALICE.address, message: { 0: 1 } })).toMatchObject({
      error: { code: 'INVALID_REQUEST' },
    });
    expect(await request('openLink', { url: 'javascript:alert(1)' })).toMatchObject({
      error: { code: 'INVALID_REQUEST' },
    });
    expect(await request('signMessage', signMessageParams, { version: 2 })).toMatchObject({
      error: { code: 'UNSUPPORTED_VERSION' },
    });
    expect(wallet.signMessage).not.toHaveBeenCalled();
    expect(wallet.signTransaction).not.toHaveBeenCalled();
    expect(wallet.openLink).not.toHaveBeenCalled();
  });

  it('refuses an account it does not offer', async () => {
    const { hello, request, wallet } = setUp();
    await hello();
    await request('connect');
    const other = { ...signMessageParams, address: 'Bob11111111111111111111111111111111111111111' };
    expect(await request('signMessage', other)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it('shows each request decoded to onRequest and signs only what is approved', async () => {
    const seen: HostRequest[] = [];
    const { hello, request, wallet } = setUp((r) => {
      seen.push(r);
      return r.method !== 'signTransaction';
    });
    await hello();
    expect(await request('connect')).toMatchObject({ result: { accounts: [{ address: ALICE.address }] } });
    expect(await request('signMessage', signMessageParams)).toMatchObject({
      result: { signature: expect.any(String) },
    });
    const tx = toBase64(Uint8Array.from([1, 2, 3]));
    expect(await request('signTransaction', { address: ALICE.address, transaction: tx })).toMatchObject({
      error: { code: 'USER_REJECTED' },
    });
    expect(seen.map((r) => r.method)).toEqual(['connect', 'signMessage', 'signTransaction']);
    expect(new TextDecoder().decode((seen[1] as { message: Uint8Array }).message)).toBe('hi');
    expect(Array.from((seen[2] as { transaction: Uint8Array }).transaction)).toEqual([1, 2, 3]);
    expect(wallet.signMessage).toHaveBeenCalledTimes(1);
    expect(wallet.signTransaction).not.toHaveBeenCalled();
  });

  it('handles a replayed id once', async () => {
    let approve: (ok: boolean) => void = () => undefined;
    const { hello, request, frameSeesHost, host, wallet, answers } = setUp((r) =>
      r.method === 'connect' ? true : new Promise((resolve) => (approve = resolve)),
    );
    await hello();
    await request('connect');
    const message = {
      protocol: PROTOCOL,
      id: 'twice',
      type: 'request',
      version: 1,
      method: 'signMessage',
      params: signMessageParams,
    };
    const arrived = () => host.received.filter((m) => (m as Answer).id === 'twice').length;
    frameSeesHost.postMessage(message, HOST);
    await until(() => arrived() === 1);
    frameSeesHost.postMessage(message, HOST);
    await until(() => arrived() === 2);
    approve(true);
    await until(() => answers.some((a) => a.id === 'twice'));
    await settle(20);
    expect(wallet.signMessage).toHaveBeenCalledTimes(1);
    expect(answers.filter((a) => a.id === 'twice')).toHaveLength(1);
  });

  it('abandons what the previous page asked when the frame says hello again (a reload)', async () => {
    const signals: AbortSignal[] = [];
    const { hello, request, frameSeesHost, wallet, answers } = setUp((r) => {
      signals.push(r.signal);
      return r.method === 'connect' ? true : new Promise(() => undefined);
    });
    await hello();
    await request('connect');
    const waiting = { protocol: PROTOCOL, id: 'waiting', type: 'request', version: 1, method: 'signMessage' };
    frameSeesHost.postMessage({ ...waiting, params: signMessageParams }, HOST);
    await until(() => signals.length === 2);
    await hello();
    expect(signals.at(-1)!.aborted).toBe(true);
    expect(wallet.signMessage).not.toHaveBeenCalled();
    // The new page must connect again before it can ask for a signature.
    expect(await request('signMessage', signMessageParams)).toMatchObject({
      error: { code: 'UNAUTHORIZED' },
    });
    expect(answers.filter((a) => a.type === 'welcome')).toHaveLength(2);
  });

  it('writes only to the mini-app origin: a frame that navigated elsewhere hears nothing', async () => {
    const { frame, hello, request, miniAppHost } = setUp();
    await hello();
    await request('connect');
    frame.origin = 'https://elsewhere.example';
    await miniAppHost.accountsChanged();
    await settle(20);
    expect(frame.dropped).toEqual([expect.objectContaining({ type: 'accountsChanged' })]);
    expect(frame.received.filter((m) => (m as Answer).type === 'accountsChanged')).toEqual([]);
  });
});
