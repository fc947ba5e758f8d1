import { FakeWebSocket } from '../../socket/FakeWebSocket.testkit';
import { CHAIN_SOCKET_RETRY_MS, chainSocketUrl, chainSubscriptions } from './chainSubscriptions';

const URL_OF_CHAIN = 'ws://127.0.0.1:8900/';
const PROGRAM = { method: 'programSubscribe', unsubscribeMethod: 'programUnsubscribe' };

/** The JSON-RPC requests the socket sent, as [id, method, params]. */
function sent(ws: FakeWebSocket): [number, string, unknown[]][] {
  return ws.sent.map((text) => {
    const { id, method, params } = JSON.parse(text) as { id: number; method: string; params: unknown[] };
    return [id, method, params];
  });
}

function notify(ws: FakeWebSocket, subscription: number): void {
  ws.receive(
    JSON.stringify({ jsonrpc: '2.0', method: 'programNotification', params: { subscription, result: {} } }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.instances = [];
});
afterEach(() => jest.useRealTimers());

describe('chainSubscriptions', () => {
  it('opens the socket with the first subscription, subscribes once open and routes notifications by id', () => {
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    expect(FakeWebSocket.instances).toHaveLength(0);
    const first = jest.fn();
    const second = jest.fn();
    chain.subscribe({ ...PROGRAM, params: ['a'] }, first);
    chain.subscribe({ ...PROGRAM, params: ['b'] }, second);
    // One socket for both, to the chain's address; nothing sent before it is open.
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe(URL_OF_CHAIN);
    expect(ws.sent).toEqual([]);
    ws.accept();
    const requests = sent(ws);
    expect(requests.map(([, method, params]) => [method, params])).toEqual([
      ['programSubscribe', ['a']],
      ['programSubscribe', ['b']],
    ]);
    // Once confirmed, each is notified: what changed before it was there must be read.
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: requests[0]![0], result: 71 }));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: requests[1]![0], result: 72 }));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    notify(ws, 72);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
    notify(ws, 71);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
    // Not JSON, or nobody's: ignored.
    ws.receive('not json');
    notify(ws, 99);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
  });

  it('ends a subscription with its unsubscribe method, and closes the socket with the last one', () => {
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    const onNotify = jest.fn();
    const endA = chain.subscribe({ ...PROGRAM, params: ['a'] }, onNotify);
    const endB = chain.subscribe({ ...PROGRAM, params: ['b'] }, jest.fn());
    const ws = FakeWebSocket.latest();
    ws.accept();
    const [idA, idB] = sent(ws).map(([id]) => id);
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: idA, result: 5 }));
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: idB, result: 6 }));
    endA();
    expect(sent(ws).at(-1)!.slice(1)).toEqual(['programUnsubscribe', [5]]);
    notify(ws, 5);
    expect(onNotify).toHaveBeenCalledTimes(1); // its confirmation only
    expect(ws.closeCalls).toEqual([]);
    endB();
    expect(sent(ws).at(-1)!.slice(1)).toEqual(['programUnsubscribe', [6]]);
    expect(ws.closeCalls).toEqual([1000]);
    // A deliberate close is not a drop: no new socket.
    jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS.at(-1)! * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('ends a subscription whose answer was still on the way once the answer comes', () => {
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    chain.subscribe({ ...PROGRAM, params: ['kept'] }, jest.fn());
    const end = chain.subscribe({ ...PROGRAM, params: ['a'] }, jest.fn());
    const ws = FakeWebSocket.latest();
    ws.accept();
    end();
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: sent(ws)[1]![0], result: 8 }));
    expect(sent(ws).at(-1)!.slice(1)).toEqual(['programUnsubscribe', [8]]);
  });

  it('after a dropped socket, opens another after a wait that grows, subscribes again and notifies then', () => {
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    const onNotify = jest.fn();
    chain.subscribe({ ...PROGRAM, params: ['a'] }, onNotify);
    const first = FakeWebSocket.latest();
    first.accept();
    first.receive(JSON.stringify({ jsonrpc: '2.0', id: sent(first)[0]![0], result: 3 }));
    expect(onNotify).toHaveBeenCalledTimes(1);
    first.drop();
    // Waits before each attempt: 1 s, then 2 s (the chain is still down), then the open one.
    jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS[0] - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS[1] - 1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    const back = FakeWebSocket.latest();
    expect(FakeWebSocket.instances).toHaveLength(3);
    back.accept();
    expect(sent(back).map(([, method, params]) => [method, params])).toEqual([['programSubscribe', ['a']]]);
    // What changed while the socket was down was never notified: once subscribed again, one notification.
    expect(onNotify).toHaveBeenCalledTimes(1);
    back.receive(JSON.stringify({ jsonrpc: '2.0', id: sent(back)[0]![0], result: 4 }));
    expect(onNotify).toHaveBeenCalledTimes(2);
    // The new id is the one that counts.
    notify(back, 3);
    expect(onNotify).toHaveBeenCalledTimes(2);
    notify(back, 4);
    expect(onNotify).toHaveBeenCalledTimes(3);
    // An open starts the waits again.
    back.drop();
    jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('warns of a refused subscription and keeps the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    const refused = jest.fn();
    const kept = jest.fn();
    chain.subscribe({ ...PROGRAM, params: ['bad'] }, refused);
    chain.subscribe({ ...PROGRAM, params: ['good'] }, kept);
    const ws = FakeWebSocket.latest();
    ws.accept();
    const [bad, good] = sent(ws).map(([id]) => id);
    ws.receive(
      JSON.stringify({ jsonrpc: '2.0', id: bad, error: { code: -32602, message: 'Invalid params' } }),
    );
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: good, result: 1 }));
    notify(ws, 1);
    expect(kept).toHaveBeenCalledTimes(2);
    expect(refused).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The chain refused programSubscribe', expect.anything());
    warn.mockRestore();
  });

  it('close ends every subscription and the socket for good', () => {
    const chain = chainSubscriptions(() => URL_OF_CHAIN, FakeWebSocket);
    chain.subscribe({ ...PROGRAM, params: ['a'] }, jest.fn());
    const ws = FakeWebSocket.latest();
    ws.accept();
    ws.receive(JSON.stringify({ jsonrpc: '2.0', id: sent(ws)[0]![0], result: 2 }));
    chain.close();
    expect(sent(ws).at(-1)!.slice(1)).toEqual(['programUnsubscribe', [2]]);
    expect(ws.closeCalls).toEqual([1000]);
    chain.subscribe({ ...PROGRAM, params: ['b'] }, jest.fn());
    jest.advanceTimersByTime(CHAIN_SOCKET_RETRY_MS.at(-1)! * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('chainSocketUrl', () => {
  it('is the config’s wsRpcUrl when it names one', () => {
    expect(chainSocketUrl({ rpcUrl: 'https://rpc.example/', wsRpcUrl: 'wss://ws.example/' })).toBe(
      'wss://ws.example/',
    );
  });

  it('else the RPC’s address as web3.js derives it: ws or wss, the port one above', () => {
    expect(chainSocketUrl({ rpcUrl: 'http://127.0.0.1:8899' })).toBe('ws://127.0.0.1:8900/');
    expect(chainSocketUrl({ rpcUrl: 'https://rpc.example/path' })).toBe('wss://rpc.example/path');
  });
});
