import { notificationEnvelopeSchema, type NotificationEnvelope } from '../schemas';

/**
 * The `{type, data}` message in a socket frame, or null (with a warning) for anything else: a server bug
 * or a stray frame must never break the connection or its subscribers.
 */
export function parseNotification(raw: unknown): NotificationEnvelope | null {
  if (typeof raw !== 'string') {
    console.warn('Ignored a notification that is not text');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn('Ignored a notification that is not JSON', raw);
    return null;
  }
  const parsed = notificationEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    console.warn('Ignored a notification without a message type', raw);
    return null;
  }
  return parsed.data;
}
