import type { Database } from 'better-sqlite3';
import { requestHash } from '../idempotency/requestHash';

/** The route an NFT action's key was used on before keys were bound to routes: it matches no route now. */
export const UNBOUND_NFT_ROUTE = 'nft action, before keys were bound';

interface OldRaffleRow {
  wallet_id: string;
  idempotency_key: string;
  request: string;
  response: string;
  created_at: number;
}

/**
 * Moves the answers stored by key into idempotent_requests and drops the two old tables. A raffle answer kept
 * its request (["tickets", ticketType, quantity] or ["entries", raffleId, entries]), so it is bound as if
 * made now: the same request still replays it. An NFT action's answer kept no request: its key stays used,
 * and using it again answers 409 rather than charging again.
 */
export function moveIdempotencyKeys(db: Database): void {
  const insert = db.prepare<[string, string, string, string, string, number]>(
    `INSERT INTO idempotent_requests (wallet_id, idempotency_key, route, request_hash, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const row of db.prepare<[], OldRaffleRow>('SELECT * FROM raffle_requests').all()) {
    const [kind, first, second] = JSON.parse(row.request) as [string, unknown, unknown];
    const idempotencyKey = row.idempotency_key;
    const [route, hash] =
      kind === 'tickets'
        ? ['buyTickets', requestHash({ idempotencyKey, ticketType: first, quantity: second })]
        : ['enterRaffle', requestHash({ idempotencyKey, raffleId: first, entries: second })];
    insert.run(row.wallet_id, idempotencyKey, route, hash, row.response, row.created_at);
  }
  db.exec(`
    INSERT INTO idempotent_requests (wallet_id, idempotency_key, route, request_hash, response, created_at)
      SELECT wallet_id, idempotency_key, '${UNBOUND_NFT_ROUTE}', '', response, created_at FROM nft_requests;
    DROP TABLE raffle_requests;
    DROP TABLE nft_requests;
  `);
}
