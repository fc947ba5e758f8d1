import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, migrate } from '../src/db/migrations';
import {
  IdempotentAnswers,
  idempotentRequest,
  KEY_REUSED_MESSAGE,
} from '../src/idempotency/IdempotentAnswers';
import { createTempDir } from './support/testServer';

// The answers stored by key before keys were bound to a route and a request hash move into the one table.
test('raffle answers replay for the same request after the move; an NFT action key stays used (409)', () => {
  const db = new Database(path.join(createTempDir(), 'game.sqlite'));
  try {
    const step = MIGRATIONS.findIndex((sql) => sql.includes('CREATE TABLE idempotent_requests'));
    for (const sql of MIGRATIONS.slice(0, step)) db.exec(sql);
    db.pragma(`user_version = ${step}`);
    db.prepare("INSERT INTO wallets VALUES ('w', 0)").run();
    const raffle = db.prepare('INSERT INTO raffle_requests VALUES (?, ?, ?, ?, 0)');
    raffle.run('w', 'buy-key-1', JSON.stringify(['tickets', 'TICKET', 3]), '{"bought":3}');
    raffle.run('w', 'enter-key-1', JSON.stringify(['entries', 'r-1', 2]), '{"entries":2}');
    db.prepare("INSERT INTO nft_requests VALUES ('w', 'nft-key-1', '{\"nft\":1}', 0)").run();

    migrate(db);

    const answers = new IdempotentAnswers(db);
    const buy = { ticketType: 'TICKET', quantity: 3, idempotencyKey: 'buy-key-1' };
    expect(answers.earlier(idempotentRequest('w', 'buyTickets', buy))).toEqual({ bought: 3 });
    expect(() => answers.earlier(idempotentRequest('w', 'buyTickets', { ...buy, quantity: 4 }))).toThrow(
      KEY_REUSED_MESSAGE,
    );
    const enter = { raffleId: 'r-1', entries: 2, idempotencyKey: 'enter-key-1' };
    expect(answers.earlier(idempotentRequest('w', 'enterRaffle', enter))).toEqual({ entries: 2 });
    const feed = { nftId: 'n-1', idempotencyKey: 'nft-key-1' };
    expect(() => answers.earlier(idempotentRequest('w', 'feedAnimal', feed))).toThrow(KEY_REUSED_MESSAGE);
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE name IN ('raffle_requests', 'nft_requests')",
      )
      .all();
    expect(tables).toEqual([]);
  } finally {
    db.close();
  }
});
