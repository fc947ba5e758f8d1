// A notification socket tests push messages into (shared-state testing entry).
import { setNotificationSocket } from '../socket';
import type { NotificationHandler, NotificationSocket } from '../socket';

/** A notification socket that tests push messages into; registered as the session's socket. */
export function provideFakeSocket() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const socket: NotificationSocket = {
    connect: () => undefined,
    disconnect: () => undefined,
    subscribe(type, handler) {
      const forType = handlers.get(type) ?? new Set();
      handlers.set(type, forType);
      forType.add(handler);
      return () => void forType.delete(handler);
    },
    status: 'open',
    onStatus: () => () => undefined,
  };
  setNotificationSocket(socket);
  return {
    emit(type: string, data?: unknown) {
      for (const handler of handlers.get(type) ?? []) handler(data, { type, data });
    },
    subscribers: (type: string) => handlers.get(type)?.size ?? 0,
  };
}
