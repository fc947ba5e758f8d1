import type { Database } from 'better-sqlite3';
import { moveIdempotencyKeys } from './moveIdempotencyKeys';

/**
 * Schema changes in order; a database records how many it has applied in `user_version`. Append new
 * steps (withdrawals, deposits, raffles, ...) at the end; never edit one that has shipped.
 * Times are Unix milliseconds; amounts are integers in base units.
 */
export const MIGRATIONS: readonly string[] = [
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
  // The DFL/USDC pool the game operates and staking (docs/game-api.md, "Pool and staking"). Accumulators are
  // TEXT: reward per token is scaled by 10^18 and outgrows a 64-bit integer.
  `
  CREATE TABLE pool_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    dfl INTEGER NOT NULL CHECK (dfl >= 0),
    usdc INTEGER NOT NULL CHECK (usdc >= 0),
    lp_supply INTEGER NOT NULL CHECK (lp_supply >= 0)
  );

  CREATE TABLE pool_actions (
    id TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    kind TEXT NOT NULL CHECK (kind IN ('add', 'remove', 'stake', 'claim', 'unstake')),
    dfl INTEGER NOT NULL CHECK (dfl >= 0),
    usdc INTEGER NOT NULL CHECK (usdc >= 0),
    lp INTEGER NOT NULL CHECK (lp >= 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'refunded', 'failed')),
    signature TEXT UNIQUE,
    payout_signature TEXT,
    last_valid_block_height INTEGER,
    position_id TEXT,
    error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX pool_actions_by_wallet ON pool_actions (wallet_id, created_at);
  CREATE INDEX pool_actions_open ON pool_actions (status) WHERE status IN ('pending', 'failed');

  CREATE TABLE stake_pools (
    id TEXT PRIMARY KEY,
    reward_per_token TEXT NOT NULL,
    total_staked INTEGER NOT NULL CHECK (total_staked >= 0),
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE stake_positions (
    id TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    option_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    reward_per_token_paid TEXT NOT NULL,
    rewards INTEGER NOT NULL CHECK (rewards >= 0),
    lock_end INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'closing', 'closed')),
    signature TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX stake_positions_by_wallet ON stake_positions (wallet_id, created_at);
  `,
  // Starting funds are a bonus: spent first in game actions, never withdrawn (docs/game-api.md, "Starting
  // funds"). Accounts seeded before this step get their starting grant, or what is left of it, as bonus.
  `
  ALTER TABLE balances ADD COLUMN bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0);
  UPDATE balances SET bonus = MIN(amount, MAX(0, (
    SELECT COALESCE(SUM(delta), 0) FROM fund_movements
    WHERE fund_movements.wallet_id = balances.wallet_id AND fund_movements.token = balances.token
      AND reason = 'initial balance'
  )));
  `,
  // Raffles (docs/game-api.md, "Raffles"): stored events with a committed seed, one row per entry in entry
  // order, winners paid once (one row per place), and the answers of value-moving calls by idempotency key.
  `
  CREATE TABLE raffles (
    id TEXT PRIMARY KEY,
    series TEXT NOT NULL,
    name TEXT NOT NULL,
    ticket_type TEXT NOT NULL CHECK (ticket_type IN ('TICKET', 'GOLDEN_TICKET')),
    prizes TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    draw_at INTEGER NOT NULL,
    min_entries INTEGER NOT NULL CHECK (min_entries > 0),
    max_entries INTEGER NOT NULL CHECK (max_entries > 0),
    wallet_cap INTEGER NOT NULL CHECK (wallet_cap > 0),
    seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    entry_count INTEGER NOT NULL DEFAULT 0 CHECK (entry_count >= 0 AND entry_count <= max_entries),
    entries_hash TEXT,
    status TEXT NOT NULL CHECK (status IN ('scheduled', 'drawing', 'drawn', 'cancelled')),
    settled_at INTEGER
  );
  CREATE INDEX raffles_by_start ON raffles (starts_at);
  CREATE INDEX raffles_unsettled ON raffles (status) WHERE status IN ('scheduled', 'drawing');

  CREATE TABLE raffle_entries (
    raffle_id TEXT NOT NULL REFERENCES raffles (id),
    position INTEGER NOT NULL,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (raffle_id, position)
  ) WITHOUT ROWID;
  CREATE INDEX raffle_entries_by_wallet ON raffle_entries (wallet_id, raffle_id);

  CREATE TABLE raffle_winners (
    raffle_id TEXT NOT NULL REFERENCES raffles (id),
    place INTEGER NOT NULL,
    position INTEGER NOT NULL,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    PRIMARY KEY (raffle_id, place)
  ) WITHOUT ROWID;

  CREATE TABLE raffle_requests (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    idempotency_key TEXT NOT NULL,
    request TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (wallet_id, idempotency_key)
  ) WITHOUT ROWID;
  `,
  // Inventory (docs/game-api.md, "Inventory"): energy restores on the game clock from energy_at; the answers
  // of NFT actions by idempotency key, so a retried request never charges twice.
  `
  ALTER TABLE nfts ADD COLUMN energy_at INTEGER;
  CREATE TABLE nft_requests (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    idempotency_key TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (wallet_id, idempotency_key)
  ) WITHOUT ROWID;
  `,
  // A p2e NFT's mint address on chain (docs/game-api.md, "Inventory"); f2p NFTs have none.
  `
  ALTER TABLE nfts ADD COLUMN mint TEXT;
  CREATE UNIQUE INDEX nfts_by_mint ON nfts (mint) WHERE mint IS NOT NULL;
  `,
  // Pets (docs/game-api.md, "Inventory mechanics"): the love meter decays from the last meal (fed_at) and was
  // set at love_at; an adventure pays adventure_goldy (base units) at adventure_ends_at. NFTs from before
  // have no fed_at: their meter does not decay until their first meal.
  `
  ALTER TABLE nfts ADD COLUMN fed_at INTEGER;
  ALTER TABLE nfts ADD COLUMN love_at INTEGER;
  ALTER TABLE nfts ADD COLUMN adventure_hours INTEGER;
  ALTER TABLE nfts ADD COLUMN adventure_goldy TEXT;
  ALTER TABLE nfts ADD COLUMN adventure_ends_at INTEGER;
  CREATE INDEX nfts_by_adventure_end ON nfts (adventure_ends_at) WHERE adventure_ends_at IS NOT NULL;
  `,
  // p2e NFTs on chain (docs/game-api.md, "p2e NFTs on chain"): minted_at is set once the NFT's mint exists
  // with its one token in the owner's wallet; until then the minter keeps trying. starter marks a new
  // account's set, whose earnings are bonus ("Starter set"). NFTs stored before count as starters, the safe
  // side; p2e ones among them have no mint and stay out of every wallet.
  `
  ALTER TABLE nfts ADD COLUMN minted_at INTEGER;
  ALTER TABLE nfts ADD COLUMN starter INTEGER NOT NULL DEFAULT 0;
  UPDATE nfts SET starter = 1;
  CREATE INDEX nfts_to_mint ON nfts (id) WHERE mint IS NOT NULL AND minted_at IS NULL;
  `,
  // Mini-game sessions as the server ran them (docs/game-api.md, "Inventory mechanics"), listed per NFT.
  `
  CREATE TABLE mini_game_sessions (
    id TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL,
    nft_id TEXT NOT NULL,
    score INTEGER NOT NULL,
    max_score INTEGER NOT NULL,
    goldy TEXT NOT NULL,
    xp INTEGER NOT NULL,
    played_at INTEGER NOT NULL
  );
  CREATE INDEX mini_game_sessions_by_nft ON mini_game_sessions (wallet_id, nft_id, played_at);
  `,
  // Player transactions that move value into the game (docs/game-api.md, "Value moves in one request"):
  // recorded before they are sent, settled once (booked or failed) whatever happens to the request.
  `
  CREATE TABLE player_transactions (
    signature TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'stake', 'add', 'remove')),
    params TEXT NOT NULL,
    bytes TEXT NOT NULL,
    last_valid_block_height INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('recorded', 'booked', 'failed')),
    error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX player_transactions_recorded ON player_transactions (created_at) WHERE status = 'recorded';
  CREATE INDEX player_transactions_by_wallet ON player_transactions (wallet_id, created_at);
  `,
  // Sign-in limits bind the requester, never the wallet (docs/game-api.md, "Sign-in"): each nonce keeps the
  // client address that asked for it. And a p2e NFT action holds its price while the NFT's holder is read
  // again (docs/game-api.md, "p2e NFTs on chain"): one hold per NFT at a time, given back if the NFT moved
  // or the server stopped before booking. `changes` is JSON: [{token, delta, bonus}] in base units.
  `
  ALTER TABLE nonces ADD COLUMN requester TEXT NOT NULL DEFAULT '';
  CREATE INDEX nonces_by_requester ON nonces (wallet_id, requester, expires_at);
  CREATE INDEX nonces_by_text ON nonces (wallet_id, text);
  CREATE TABLE nft_holds (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    idempotency_key TEXT NOT NULL,
    nft_id TEXT NOT NULL UNIQUE,
    changes TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (wallet_id, idempotency_key)
  ) WITHOUT ROWID;
  `,
  // Free value stays free (docs/game-api.md, "Free value stays free"). Every movement records how much of it
  // was bonus. A raffle entry is bonus when its ticket was; a round takes at most bonus_cap bonus entries
  // (20 % of its size). Entries of rounds not drawn yet are counted as bonus, and an account with no confirmed
  // deposit holds nothing but free value (its balances all bonus, its NFTs bonus NFTs): the safe side.
  `
  ALTER TABLE fund_movements ADD COLUMN bonus_delta INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE raffle_entries ADD COLUMN bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus IN (0, 1));
  ALTER TABLE raffles ADD COLUMN bonus_cap INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cap >= 0);
  UPDATE raffles SET bonus_cap = MAX(1, max_entries * 20 / 100);
  UPDATE raffle_entries SET bonus = 1
    WHERE raffle_id IN (SELECT id FROM raffles WHERE status IN ('scheduled', 'drawing'));
  UPDATE balances SET bonus = amount WHERE wallet_id NOT IN (
    SELECT wallet_id FROM transfers WHERE direction = 'deposit' AND status = 'confirmed'
  );
  UPDATE nfts SET starter = 1 WHERE wallet_id NOT IN (
    SELECT wallet_id FROM transfers WHERE direction = 'deposit' AND status = 'confirmed'
  );
  CREATE INDEX raffle_entries_bonus ON raffle_entries (raffle_id) WHERE bonus = 1;
  `,
  // One idempotency mechanism (docs/game-api.md, "Idempotency"): a key is bound to the wallet, the route and
  // the request's hash. The rows of raffle_requests and nft_requests move here (moveIdempotencyKeys).
  `
  CREATE TABLE idempotent_requests (
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    idempotency_key TEXT NOT NULL,
    route TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (wallet_id, idempotency_key)
  ) WITHOUT ROWID;
  `,
  // A prize NFT the player collects (docs/game-api.md, "p2e NFTs on chain"): the game never mints it on its own;
  // the player's collect transaction is a player transaction of its own kind.
  `
  ALTER TABLE nfts ADD COLUMN player_mints INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE player_transactions_next (
    signature TEXT PRIMARY KEY,
    wallet_id TEXT NOT NULL REFERENCES wallets (wallet_id),
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'stake', 'add', 'remove', 'collectNft')),
    params TEXT NOT NULL,
    bytes TEXT NOT NULL,
    last_valid_block_height INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('recorded', 'booked', 'failed')),
    error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO player_transactions_next SELECT * FROM player_transactions;
  DROP TABLE player_transactions;
  ALTER TABLE player_transactions_next RENAME TO player_transactions;
  CREATE INDEX player_transactions_recorded ON player_transactions (created_at) WHERE status = 'recorded';
  CREATE INDEX player_transactions_by_wallet ON player_transactions (wallet_id, created_at);
  `,
];

/** Steps that move data in code after their SQL, by the step's number (1-based, as `user_version` counts). */
const DATA_STEPS: Readonly<Record<number, (db: Database) => void>> = {
  [MIGRATIONS.findIndex((sql) => sql.includes('CREATE TABLE idempotent_requests')) + 1]: moveIdempotencyKeys,
};

export function migrate(db: Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(`game.sqlite was written by a newer game API (schema ${applied}); update this checkout`);
  }
  MIGRATIONS.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      DATA_STEPS[applied + index + 1]?.(db);
      db.pragma(`user_version = ${applied + index + 1}`);
    }).immediate();
  });
}
