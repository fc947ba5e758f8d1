import { act, renderHook } from '@testing-library/react';
import { createNotificationSocket } from './createNotificationSocket';
import { FakeWebSocket } from './FakeWebSocket.testkit';
import { setNotificationSocket } from './registry';
import { useNotification, useNotificationSocket } from './useNotification';
import type { NotificationHandler } from './types';

function openSocket() {
  const socket = createNotificationSocket({
    url: () => 'ws://host/n?Authorization=t',
    WebSocketImpl: FakeWebSocket,
  });
  socket.connect();
  const ws = FakeWebSocket.latest();
  ws.accept();
  return { socket, ws };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
});

afterEach(() => act(() => setNotificationSocket(null)));

describe('useNotification', () => {
  it("delivers the type's messages to the handler while mounted", () => {
    const { socket, ws } = openSocket();
    setNotificationSocket(socket);
    const handler = jest.fn();
    const { unmount } = renderHook(() => useNotification('fundsUpdated', handler));
    ws.receive('{"type":"fundsUpdated","data":[1]}');
    expect(handler).toHaveBeenCalledWith([1], { type: 'fundsUpdated', data: [1] });
    unmount();
    ws.receive('{"type":"fundsUpdated","data":[2]}');
    expect(handler).toHaveBeenCalledTimes(1);
    socket.disconnect();
  });

  it('subscribes to a socket registered after mount, and lets go of a replaced one', () => {
    const handler = jest.fn();
    renderHook(() => useNotification('raffleUpdated', handler));
    const first = openSocket();
    act(() => setNotificationSocket(first.socket));
    first.ws.receive('{"type":"raffleUpdated","data":"a"}');
    const second = openSocket();
    act(() => setNotificationSocket(second.socket));
    first.ws.receive('{"type":"raffleUpdated","data":"stale"}');
    second.ws.receive('{"type":"raffleUpdated","data":"b"}');
    expect(handler.mock.calls.map(([data]) => data)).toEqual(['a', 'b']);
  });

  it('uses the latest handler without resubscribing', () => {
    const { socket, ws } = openSocket();
    setNotificationSocket(socket);
    const subscribe = jest.spyOn(socket, 'subscribe');
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook<void, { handler: NotificationHandler }>(
      ({ handler }) => useNotification('fundsUpdated', handler),
      { initialProps: { handler: first } },
    );
    rerender({ handler: second });
    ws.receive('{"type":"fundsUpdated","data":[]}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('useNotificationSocket', () => {
  it('follows the registered socket', () => {
    const { result } = renderHook(() => useNotificationSocket());
    expect(result.current).toBeNull();
    const { socket } = openSocket();
    act(() => setNotificationSocket(socket));
    expect(result.current).toBe(socket);
  });
});
