import path from 'node:path';
import Database from 'better-sqlite3';
import type { RaffleEvent, RaffleTicketType } from '@companion/shared-state/schemas';
import { DATABASE_FILE } from '../../src/db/openDatabase';
import { postJson, type TestServer } from './testServer';

/** The round of a series that takes entries now. */
export async function openRound(
  server: TestServer,
  token: string,
  ticketType: RaffleTicketType,
): Promise<RaffleEvent> {
  const raffles = await server.client(token).getRaffleEvents();
  const open = raffles.find((raffle) => raffle.ticketType === ticketType && raffle.status === 'open');
  if (!open) throw new Error(`no open ${ticketType} raffle`);
  return open;
}

/** A round as the server shows it now. */
export async function roundNow(server: TestServer, token: string, id: string): Promise<RaffleEvent> {
  const raffle = (await server.client(token).getRaffleEvents()).find((r) => r.id === id);
  if (!raffle) throw new Error(`raffle ${id} is no longer listed`);
  return raffle;
}

/** Moves the game clock to just after `iso` (nothing when it is already past). */
export async function advanceClockTo(server: TestServer, token: string, iso: string): Promise<void> {
  const { now } = await server.client(token).getClock();
  const seconds = Math.ceil((Date.parse(iso) - Date.parse(now)) / 1000) + 1;
  if (seconds <= 0) return;
  const answer = await postJson(`${server.url}/dev/clock`, { advanceSeconds: seconds });
  if (answer.status !== 200) throw new Error(`/dev/clock answered ${answer.status}`);
}

/**
 * Reads the game's own books beside the running server (a second SQLite connection, read only): what each
 * wallet could withdraw now (the part of each balance that is not bonus, in base units) and which of its NFTs
 * earn withdrawable GOLDY.
 */
export function openBooks(dataDir: string) {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  const withdrawable = db
    .prepare<[string], { token: string; free: bigint }>(
      'SELECT token, amount - bonus AS free FROM balances WHERE wallet_id = ?',
    )
    .safeIntegers(true);
  const paidNfts = db.prepare<[string], { id: string }>(
    'SELECT id FROM nfts WHERE wallet_id = ? AND starter = 0',
  );
  return {
    /** Token → withdrawable base units (tokens the wallet never held are left out). */
    withdrawable: (walletId: string): Record<string, bigint> =>
      Object.fromEntries(withdrawable.all(walletId).map((row) => [row.token, row.free])),
    /** The wallet's NFTs whose earnings are withdrawable. */
    paidNfts: (walletId: string): string[] => paidNfts.all(walletId).map((row) => row.id),
    close: () => db.close(),
  };
}
export type Books = ReturnType<typeof openBooks>;
