export { createNotificationSocket } from './createNotificationSocket';
export { parseNotification } from './parseNotification';
export { getNotificationSocket, setNotificationSocket, onNotificationSocketChange } from './registry';
export { useNotification, useNotificationSocket } from './useNotification';
export type {
  NotificationSocket,
  NotificationSocketOptions,
  NotificationHandler,
  SocketStatus,
  WebSocketLike,
  WebSocketConstructor,
} from './types';
