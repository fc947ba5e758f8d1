import type { Database } from 'better-sqlite3';

/**
 * Schema changes in order; a database records how many it has applied in `user_version`. Append new
 * steps (withdrawals, deposits, raffles, ...) at the end; never edit one that has shipped.
 * Times are Unix milliseconds; amounts are integers in base units.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE wallets (
    wallet_id TEXT PRIMARY KEY,
    verified_at INTEGER NOT NULL
  );

  CREATE TABLE nonces (
    id INTEGER PRIMARY KEY,
    wallet_id TEXT NOT NULL,
    text TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    signed_up_at INTEGER,
    consumed_at INTEGER
  );
  CREATE INDEX nonces_by_wallet ON nonces (wallet_id, id);
  CREATE INDEX nonces_by_expiry ON nonces (expires_at);

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_by_expiry ON sessions (expires_at);

  CREATE TABLE balances (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    token TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (wallet_id, token)
  ) WITHOUT ROWID;

  CREATE TABLE fund_movements (
    id INTEGER PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    token TEXT NOT NULL,
    delta INTEGER NOT NULL,
    balance_after INTEGER NOT NULL,
    reason TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX fund_movements_by_wallet ON fund_movements (wallet_id, id);

  CREATE TABLE nfts (
    id TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    collection TEXT NOT NULL,
    kind TEXT NOT NULL,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    level INTEGER NOT NULL,
    hp REAL NOT NULL,
    max_hp REAL NOT NULL,
    energy REAL NOT NULL,
    max_energy REAL NOT NULL,
    love_meter REAL,
    rarity TEXT NOT NULL,
    image TEXT NOT NULL,
    locked_until INTEGER,
    stats TEXT NOT NULL
  );
  CREATE INDEX nfts_by_wallet ON nfts (wallet_id, collection);
  `,
  // Deposits and withdrawals. A signature names one on-chain transaction, credited or paid at most once.
  // last_valid_block_height: after it, a withdrawal not seen on chain can never land (safe to refund).
  `
  CREATE TABLE transfers (
    id TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    direction TEXT NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
    token TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed')),
    signature TEXT UNIQUE,
    last_valid_block_height INTEGER,
    error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX transfers_by_wallet ON transfers (wallet_id, created_at);
  CREATE INDEX transfers_pending ON transfers (status) WHERE status = 'pending';

  CREATE TABLE player_xp (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    game_id TEXT NOT NULL,
    xp INTEGER NOT NULL CHECK (xp >= 0),
    PRIMARY KEY (wallet_id, game_id)
  ) WITHOUT ROWID;
  `,
];

export function migrate(db: Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(`game.sqlite was written by a newer game API (schema ${applied}); update this checkout`);
  }
  MIGRATIONS.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    }).immediate();
  });
}
