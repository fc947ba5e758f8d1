import type { Transfer } from '../api/transferApi';

const DIRECTIONS = new Set(['deposit', 'withdraw']);
const TOKENS = new Set(['DFL', 'GOLDY']);
const STATUSES = new Set(['pending', 'confirmed', 'failed']);

/** The Transfer in a transferUpdated message, or null for anything else (a stray message must not break the tab). */
export function parseTransfer(data: unknown): Transfer | null {
  if (typeof data !== 'object' || data === null) return null;
  const t = data as Record<string, unknown>;
  const valid =
    typeof t.id === 'string' &&
    DIRECTIONS.has(t.direction as string) &&
    TOKENS.has(t.token as string) &&
    typeof t.amount === 'string' &&
    STATUSES.has(t.status as string) &&
    (t.signature === null || typeof t.signature === 'string') &&
    typeof t.createdAt === 'string' &&
    (t.error === undefined || t.error === null || typeof t.error === 'string');
  // Every field was checked just above.
  return valid ? (data as Transfer) : null;
}

/**
 * Which of two records of one transfer to keep. Updates can arrive out of order (a socket message
 * overtaking a list fetch), and a transfer never goes back from confirmed or failed to pending.
 */
function newer(existing: Transfer, incoming: Transfer): Transfer {
  return existing.status !== 'pending' && incoming.status === 'pending' ? existing : incoming;
}

/** `list` with `updates` applied (matched by id), newest first. */
export function mergeTransfers(list: readonly Transfer[], updates: readonly Transfer[]): Transfer[] {
  const byId = new Map(list.map((t) => [t.id, t]));
  for (const update of updates) {
    const existing = byId.get(update.id);
    byId.set(update.id, existing ? newer(existing, update) : update);
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
