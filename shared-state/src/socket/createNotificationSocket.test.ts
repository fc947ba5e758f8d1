import { createNotificationSocket } from './createNotificationSocket';
import { FakeWebSocket } from './FakeWebSocket.testkit';
import type { NotificationSocketOptions, SocketStatus } from './types';

const URL = 'ws://host/notifications?Authorization=tok';

let address: string;
let warn: jest.SpyInstance;

function setup(options: Partial<NotificationSocketOptions> = {}) {
  const onReconnect = jest.fn();
  const socket = createNotificationSocket({
    url: () => address,
    WebSocketImpl: FakeWebSocket,
    onReconnect,
    ...options,
  });
  const statuses: SocketStatus[] = [];
  socket.onStatus((status) => statuses.push(status));
  return { socket, onReconnect, statuses };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.instances = [];
  address = URL;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.useRealTimers());

describe('connecting', () => {
  it('opens one connection to the address and reports connecting, then open', () => {
    const { socket, statuses } = setup();
    expect(socket.status).toBe('idle');
    socket.connect();
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([URL]);
    expect(socket.status).toBe('connecting');
    FakeWebSocket.latest().accept();
    expect(socket.status).toBe('open');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('keeps the one connection when connect is called again', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    socket.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not connect without an address (no token)', () => {
    address = '';
    const { socket } = setup();
    socket.connect();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.status).toBe('closed');
  });

  it("uses the browser's WebSocket when none is given", () => {
    const original = globalThis.WebSocket;
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
    try {
      const socket = createNotificationSocket({ url: () => address });
      socket.connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
      socket.disconnect();
    } finally {
      globalThis.WebSocket = original;
    }
  });
});

describe('messages', () => {
  function openSocket() {
    const setupResult = setup();
    setupResult.socket.connect();
    FakeWebSocket.latest().accept();
    return setupResult;
  }

  it('delivers the data of each message to the subscribers of its type only', () => {
    const { socket } = openSocket();
    const funds = jest.fn();
    const other = jest.fn();
    socket.subscribe('fundsUpdated', funds);
    socket.subscribe('nftUpdated', other);
    FakeWebSocket.latest().receive(
      JSON.stringify({ type: 'fundsUpdated', data: [{ mint: 'm', amount: '1.5' }] }),
    );
    expect(funds).toHaveBeenCalledWith([{ mint: 'm', amount: '1.5' }], {
      type: 'fundsUpdated',
      data: [{ mint: 'm', amount: '1.5' }],
    });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, leaving other subscribers', () => {
    const { socket } = openSocket();
    const first = jest.fn();
    const second = jest.fn();
    const unsubscribeFirst = socket.subscribe('fundsUpdated', first);
    socket.subscribe('fundsUpdated', second);
    unsubscribeFirst();
    unsubscribeFirst();
    FakeWebSocket.latest().receive('{"type":"fundsUpdated","data":[]}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps subscriptions across a reconnect', () => {
    const { socket } = openSocket();
    const handler = jest.fn();
    socket.subscribe('fundsUpdated', handler);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5000);
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().receive('{"type":"fundsUpdated","data":[]}');
    expect(handler).toHaveBeenCalledWith([], { type: 'fundsUpdated', data: [] });
  });

  it('does not deliver the pong answer to subscribers', () => {
    const { socket } = openSocket();
    const handler = jest.fn();
    socket.subscribe('pong', handler);
    FakeWebSocket.latest().receive('{"type":"pong"}');
    expect(handler).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', 'hello', 'Ignored a notification that is not JSON'],
    ['truncated JSON', '{"type":"fundsUp', 'Ignored a notification that is not JSON'],
    ['a message without a type', '{"data":[]}', 'Ignored a notification without a message type'],
    ['a numeric type', '{"type":5,"data":[]}', 'Ignored a notification without a message type'],
    ['an empty type', '{"type":"","data":[]}', 'Ignored a notification without a message type'],
    ['a bare number', '42', 'Ignored a notification without a message type'],
    ['null', 'null', 'Ignored a notification without a message type'],
    ['an array', '[{"type":"fundsUpdated"}]', 'Ignored a notification without a message type'],
    ['a binary frame', new ArrayBuffer(4), 'Ignored a notification that is not text'],
  ])('ignores %s with a warning, never throwing', (_name, frame, warning) => {
    const { socket } = openSocket();
    const handler = jest.fn();
    socket.subscribe('fundsUpdated', handler);
    expect(() => FakeWebSocket.latest().receive(frame)).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toBe(warning);
    expect(socket.status).toBe('open');
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { socket } = openSocket();
    const good = jest.fn();
    socket.subscribe('fundsUpdated', () => {
      throw new Error('boom');
    });
    socket.subscribe('fundsUpdated', good);
    expect(() => FakeWebSocket.latest().receive('{"type":"fundsUpdated","data":[]}')).not.toThrow();
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      'Notification socket: the fundsUpdated handler failed',
      expect.any(Error),
    );
  });
});

describe('heartbeat', () => {
  it('sends exactly {"type":"ping"} every 25 s while open', () => {
    const { socket } = setup();
    socket.connect();
    const ws = FakeWebSocket.latest();
    jest.advanceTimersByTime(30_000);
    expect(ws.sent).toEqual([]);
    ws.accept();
    jest.advanceTimersByTime(24_999);
    expect(ws.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['{"type":"ping"}']);
    jest.advanceTimersByTime(50_000);
    expect(ws.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}', '{"type":"ping"}']);
  });

  it('stops when the connection closes, and runs only once after a reconnect', () => {
    const { socket } = setup();
    socket.connect();
    const first = FakeWebSocket.latest();
    first.accept();
    first.drop();
    jest.advanceTimersByTime(5000);
    const second = FakeWebSocket.latest();
    second.accept();
    jest.advanceTimersByTime(25_000);
    expect(first.sent).toEqual([]);
    expect(second.sent).toEqual(['{"type":"ping"}']);
  });

  it('leaves no timer running after a deliberate disconnect', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    socket.disconnect();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('reconnecting', () => {
  it('retries every 5 s after an unexpected close, exactly', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    expect(socket.status).toBe('reconnecting');
    jest.advanceTimersByTime(4999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(4999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(FakeWebSocket.latest().url).toBe(URL);
  });

  it('gives up after 20 failed attempts with status failed', () => {
    const { socket, statuses } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    for (let attempt = 1; attempt <= 20; attempt++) {
      jest.advanceTimersByTime(5000);
      expect(FakeWebSocket.instances).toHaveLength(1 + attempt);
      expect(socket.status).toBe('reconnecting');
      FakeWebSocket.latest().drop();
    }
    expect(socket.status).toBe('failed');
    expect(statuses.at(-1)).toBe('failed');
    jest.advanceTimersByTime(60 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(21);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('retries when the very first connection fails too', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().drop();
    expect(socket.status).toBe('reconnecting');
    jest.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('starts counting again after a successful open', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    for (let attempt = 1; attempt <= 19; attempt++) {
      jest.advanceTimersByTime(5000);
      FakeWebSocket.latest().drop();
    }
    jest.advanceTimersByTime(5000);
    FakeWebSocket.latest().accept();
    expect(socket.status).toBe('open');
    FakeWebSocket.latest().drop();
    for (let attempt = 1; attempt <= 20; attempt++) {
      jest.advanceTimersByTime(5000);
      expect(socket.status).toBe('reconnecting');
      FakeWebSocket.latest().drop();
    }
    expect(socket.status).toBe('failed');
    expect(FakeWebSocket.instances).toHaveLength(1 + 20 + 20);
  });

  it('reads the address again for each attempt', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().drop();
    address = 'ws://host/notifications?Authorization=fresh';
    jest.advanceTimersByTime(5000);
    expect(FakeWebSocket.latest().url).toBe('ws://host/notifications?Authorization=fresh');
  });

  it('stops retrying once there is no address any more', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().drop();
    address = '';
    jest.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.status).toBe('closed');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a socket that cannot even be created as a failed attempt', () => {
    let calls = 0;
    class Refusing extends FakeWebSocket {
      constructor(url: string) {
        calls += 1;
        if (calls === 2) throw new SyntaxError('bad url');
        super(url);
      }
    }
    const { socket } = setup({ WebSocketImpl: Refusing });
    socket.connect();
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5000);
    expect(socket.status).toBe('reconnecting');
    jest.advanceTimersByTime(5000);
    expect(calls).toBe(3);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('honours other attempt counts and delays', () => {
    const { socket } = setup({ reconnectAttempts: 2, reconnectDelayMs: 1000 });
    socket.connect();
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(1000);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(1000);
    FakeWebSocket.latest().drop();
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(socket.status).toBe('failed');
  });
});

describe('onReconnect', () => {
  it('is not called on the first open', () => {
    const { socket, onReconnect } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('is called once after each reconnect, not on failed attempts', () => {
    const { socket, onReconnect } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5000);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5000);
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.latest().accept();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(5000);
    FakeWebSocket.latest().accept();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('is not called on the first open after connect() following a disconnect', () => {
    const { socket, onReconnect } = setup();
    socket.connect();
    FakeWebSocket.latest().accept();
    socket.disconnect();
    socket.connect();
    FakeWebSocket.latest().accept();
    expect(onReconnect).not.toHaveBeenCalled();
  });
});

describe('disconnect', () => {
  it('closes normally and never reconnects', () => {
    const { socket, statuses } = setup();
    socket.connect();
    const ws = FakeWebSocket.latest();
    ws.accept();
    socket.disconnect();
    expect(ws.closeCalls).toEqual([1000]);
    expect(socket.status).toBe('closed');
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('cancels a pending retry', () => {
    const { socket } = setup();
    socket.connect();
    FakeWebSocket.latest().drop();
    socket.disconnect();
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.status).toBe('closed');
  });

  it('ignores what a closed socket still reports', () => {
    const { socket, onReconnect } = setup();
    const handler = jest.fn();
    socket.subscribe('fundsUpdated', handler);
    socket.connect();
    const ws = FakeWebSocket.latest();
    socket.disconnect();
    ws.accept();
    ws.receive('{"type":"fundsUpdated","data":[]}');
    ws.drop();
    jest.advanceTimersByTime(60_000);
    expect(handler).not.toHaveBeenCalled();
    expect(onReconnect).not.toHaveBeenCalled();
    expect(socket.status).toBe('closed');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('can connect again afterwards', () => {
    const { socket } = setup();
    socket.connect();
    socket.disconnect();
    socket.connect();
    FakeWebSocket.latest().accept();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(socket.status).toBe('open');
  });
});

describe('onStatus', () => {
  it('reports each change until unsubscribed', () => {
    const { socket } = setup();
    const listener = jest.fn();
    const stop = socket.onStatus(listener);
    socket.connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    stop();
    jest.advanceTimersByTime(5000);
    FakeWebSocket.latest().accept();
    expect(listener.mock.calls).toEqual([['connecting'], ['open'], ['reconnecting']]);
  });
});
