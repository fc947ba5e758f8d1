import type { NotificationSocket } from './types';

// The session's one socket. shared-state is a federated singleton, so the shell and every tab see the
// same module and therefore the same socket.
let current: NotificationSocket | null = null;
const listeners = new Set<() => void>();

export function getNotificationSocket(): NotificationSocket | null {
  return current;
}

/** The shell registers the session's socket when it opens one and null when the session ends. */
export function setNotificationSocket(socket: NotificationSocket | null): void {
  if (socket === current) return;
  current = socket;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the registered socket changes; returns the unsubscribe. */
export function onNotificationSocketChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
