import { Transaction, type Connection, type PublicKey } from '@solana/web3.js';
import type { Database } from 'better-sqlite3';
import type { TransferChain } from '../chain/transferChain';
import type { MetaStore } from '../db/metaStore';
import type { PoolChain } from '../pool/poolChain';
import { readInstructions } from '../playerTransactions/readInstructions';

/**
 * One account the game books, against the chain: what the chain may hold given what is booked and what is
 * still on its way (a payout sent but not settled, a player transaction recorded but not booked yet).
 */
export interface BookLine {
  name: string;
  /** The least and most the chain may hold, in base units. */
  min: bigint;
  max: bigint;
  chain: bigint;
  /**
   * `owed`: the chain holds less than the game owes (or more LP exists than it booked): the game could pay
   * out what it does not have. `surplus`: more than booked (tokens sent without the game, a donation).
   */
  status: 'equal' | 'owed' | 'surplus';
}

export interface BooksDeps {
  db: Database;
  meta: MetaStore;
  connection: Connection;
  transferChain: TransferChain | undefined;
  poolChain: PoolChain | undefined;
}

type Range = { min: bigint; max: bigint };
const exact = (value: bigint): Range => ({ min: value, max: value });
/** `booked`, widened by an amount still on its way in either direction. */
const widen = (range: Range, delta: bigint): Range =>
  delta >= 0n ? { min: range.min, max: range.max + delta } : { min: range.min + delta, max: range.max };

/**
 * The books against the chain (docs/game-api.md, "The books equal the chain"): the pool's reserves and LP
 * supply, the staking vaults and the in-game funds vaults. Run at start-up (after recorded transactions are
 * settled) and after every value-moving test.
 */
export async function checkBooks(deps: BooksDeps): Promise<BookLine[]> {
  const lines: Promise<BookLine>[] = [];
  const recorded = recordedMoves(deps.db);
  const { poolChain, transferChain } = deps;
  if (poolChain) {
    const pool = deps.db
      .prepare<[], { dfl: bigint; usdc: bigint; lp_supply: bigint }>('SELECT * FROM pool_state WHERE id = 1')
      .safeIntegers(true)
      .get();
    if (pool) {
      const open = openPoolActions(deps.db);
      let dfl = exact(pool.dfl);
      let usdc = exact(pool.usdc);
      let lp = exact(pool.lp_supply);
      for (const row of open) {
        // What the chain holds before the game's own transaction for the action lands.
        if (row.kind === 'add' && row.status === 'pending') lp = widen(lp, -row.lp);
        if (row.kind === 'add' && row.status === 'failed') {
          dfl = widen(dfl, row.dfl);
          usdc = widen(usdc, row.usdc);
        }
        if (row.kind === 'remove' && row.status === 'pending') {
          dfl = widen(dfl, row.dfl);
          usdc = widen(usdc, row.usdc);
        }
        if (row.kind === 'remove' && row.status === 'failed') lp = widen(lp, -row.lp);
      }
      dfl = widen(dfl, recorded.sentTo(poolChain.accounts.reserveDfl));
      usdc = widen(usdc, recorded.sentTo(poolChain.accounts.reserveUsdc));
      lp = widen(lp, -recorded.burned(poolChain.mints.LP));
      lines.push(
        tokenLine(deps.connection, 'pool DFL reserve', poolChain.accounts.reserveDfl, dfl),
        tokenLine(deps.connection, 'pool USDC reserve', poolChain.accounts.reserveUsdc, usdc),
        supplyLine(deps.connection, 'LP supply', poolChain.mints.LP, lp),
      );
    }
    for (const [token, vault] of [
      ['DFL', poolChain.accounts.stakingDfl],
      ['DFL_USDC', poolChain.accounts.stakingLp],
    ] as const) {
      const staked = deps.db
        .prepare<[string], { active: bigint | null; closing: bigint | null }>(
          `SELECT SUM(CASE WHEN status = 'active' THEN amount END) AS active,
                  SUM(CASE WHEN status = 'closing' THEN amount END) AS closing
           FROM stake_positions WHERE option_id LIKE ?`,
        )
        .safeIntegers(true)
        // Option ids start with their token (staking/stakeOptions.ts).
        .get(token === 'DFL' ? 'dfl-%' : 'lp-%');
      const active = staked?.active ?? 0n;
      const closing = staked?.closing ?? 0n;
      // A closing position's principal leaves the vault when its unstake payout lands.
      const range = widen(widen(exact(active + closing), -closing), recorded.sentTo(vault));
      lines.push(tokenLine(deps.connection, `${token === 'DFL' ? 'DFL' : 'LP'} staking vault`, vault, range));
    }
  }
  if (transferChain) {
    for (const [token, { vault }] of Object.entries(transferChain.tokens)) {
      const base = deps.meta.get(`vaultBase:${token}`);
      if (base === undefined) continue;
      const moved = deps.db
        .prepare<[string], { deposits: bigint | null; withdrawn: bigint | null; pending: bigint | null }>(
          `SELECT SUM(CASE WHEN direction = 'deposit' AND status = 'confirmed' THEN amount END) AS deposits,
                  SUM(CASE WHEN direction = 'withdraw' AND status = 'confirmed' THEN amount END) AS withdrawn,
                  SUM(CASE WHEN direction = 'withdraw' AND status = 'pending' THEN amount END) AS pending
           FROM transfers WHERE token = ?`,
        )
        .safeIntegers(true)
        .get(token);
      const booked = BigInt(base) + (moved?.deposits ?? 0n) - (moved?.withdrawn ?? 0n);
      const range = widen(widen(exact(booked), -(moved?.pending ?? 0n)), recorded.sentTo(vault));
      lines.push(tokenLine(deps.connection, `${token} funds vault`, vault, range));
    }
  }
  return Promise.all(lines);
}

/**
 * On a fresh database, what the funds vaults hold before any deposit is booked: the base the books start
 * from (the local chain seeds them). Kept once, never moved.
 */
export async function recordVaultBases(deps: BooksDeps): Promise<void> {
  if (!deps.transferChain) return;
  for (const [token, { vault }] of Object.entries(deps.transferChain.tokens)) {
    if (deps.meta.get(`vaultBase:${token}`) !== undefined) continue;
    const booked = deps.db.prepare('SELECT 1 FROM transfers WHERE token = ? LIMIT 1').get(token);
    const recorded = deps.db
      .prepare("SELECT 1 FROM player_transactions WHERE kind = 'deposit' LIMIT 1")
      .get();
    // A database that moved tokens before this check existed has no base to trust.
    if (booked || recorded) continue;
    deps.meta.set(`vaultBase:${token}`, String(await balanceOf(deps.connection, vault)));
  }
}

/** The lines that are not equal, in a sentence each for the log. */
export function describeDifferences(lines: readonly BookLine[]): string[] {
  return lines
    .filter((line) => line.status !== 'equal')
    .map(
      (line) =>
        `${line.name}: the chain holds ${line.chain}, the books say ${line.min === line.max ? line.min : `${line.min}-${line.max}`}` +
        (line.status === 'owed' ? ' (the game owes more than it holds)' : ' (more than booked)'),
    );
}

function openPoolActions(db: Database) {
  return db
    .prepare<[], { kind: string; status: string; dfl: bigint; usdc: bigint; lp: bigint }>(
      "SELECT kind, status, dfl, usdc, lp FROM pool_actions WHERE status IN ('pending', 'failed')",
    )
    .safeIntegers(true)
    .all();
}

/** What recorded, not yet booked, player transactions would move if they land. */
function recordedMoves(db: Database) {
  const sent = new Map<string, bigint>();
  const burned = new Map<string, bigint>();
  const rows = db
    .prepare<[], { bytes: string }>("SELECT bytes FROM player_transactions WHERE status = 'recorded'")
    .all();
  for (const { bytes } of rows) {
    for (const instruction of readInstructions(Transaction.from(Buffer.from(bytes, 'base64')))) {
      if (instruction.type === 'transfer') {
        const key = instruction.destination.toBase58();
        sent.set(key, (sent.get(key) ?? 0n) + instruction.amount);
      } else if (instruction.type === 'burn') {
        const key = instruction.mint.toBase58();
        burned.set(key, (burned.get(key) ?? 0n) + instruction.amount);
      }
    }
  }
  return {
    sentTo: (account: PublicKey) => sent.get(account.toBase58()) ?? 0n,
    burned: (mint: PublicKey) => burned.get(mint.toBase58()) ?? 0n,
  };
}

async function balanceOf(connection: Connection, account: PublicKey): Promise<bigint> {
  const info = await connection.getTokenAccountBalance(account, 'confirmed');
  return BigInt(info.value.amount);
}

async function tokenLine(connection: Connection, name: string, account: PublicKey, range: Range) {
  return line(name, range, await balanceOf(connection, account), 'asset');
}

async function supplyLine(connection: Connection, name: string, mint: PublicKey, range: Range) {
  const supply = await connection.getTokenSupply(mint, 'confirmed');
  return line(name, range, BigInt(supply.value.amount), 'liability');
}

function line(name: string, { min, max }: Range, chain: bigint, side: 'asset' | 'liability'): BookLine {
  const below = chain < min;
  const above = chain > max;
  const status = !below && !above ? 'equal' : (side === 'asset') === below ? 'owed' : 'surplus';
  return { name, min, max, chain, status };
}
