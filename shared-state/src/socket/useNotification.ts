import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getNotificationSocket, onNotificationSocketChange } from './registry';
import type { NotificationHandler, NotificationSocket } from './types';

/** The session's socket, re-rendering when the shell registers a new one (or none). */
export function useNotificationSocket(): NotificationSocket | null {
  return useSyncExternalStore(onNotificationSocketChange, getNotificationSocket, getNotificationSocket);
}

/**
 * Delivers messages of `type` to `handler` while the component is mounted, on whatever socket the session
 * has (also one registered after mount). The latest `handler` is used without resubscribing, so an inline
 * function is fine.
 */
export function useNotification(type: string, handler: NotificationHandler): void {
  const socket = useNotificationSocket();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe(type, (data, message) => latest.current(data, message));
  }, [socket, type]);
}
