import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createBalanceStore } from '../src/db/balanceStore';
import { MIGRATIONS, migrate } from '../src/db/migrations';
import { openDatabase } from '../src/db/openDatabase';
import { createWalletStore } from '../src/db/walletStore';
import { bonusPartOf, FundsLedger, type FundsChange } from '../src/funds/FundsLedger';
import { createTempDir, TEST_MINTS } from './support/testServer';

const GOLDY = (units: number) => BigInt(units) * 1_000_000_000n;

/** The ledger's split of a balance into starting bonus and withdrawable, on a real SQLite file. */
describe('starting bonus in the funds ledger', () => {
  const dataDir = createTempDir();
  const db = openDatabase(dataDir);
  const balances = createBalanceStore(db);
  const ledger = new FundsLedger(
    db,
    balances,
    { ...TEST_MINTS, TICKET: 'DefaultTicket', GOLDEN_TICKET: 'GoldenTicket' },
    Date.now,
  );
  const wallets = createWalletStore(db);
  afterAll(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function newWallet(bonus: number, earned: number): string {
    const walletId = `wallet-${Math.random()}`;
    wallets.insert(walletId, Date.now());
    ledger.apply(walletId, [{ token: 'GOLDY', delta: GOLDY(bonus), kind: 'bonus' }], 'initial balance');
    if (earned > 0) ledger.apply(walletId, [{ token: 'GOLDY', delta: GOLDY(earned) }], 'reward');
    return walletId;
  }

  it('spends the bonus first in game actions and tells how much of it a debit took', () => {
    const walletId = newWallet(100, 30);
    let spent: bigint[] = [];
    ledger.transact(walletId, (write) => {
      spent = write([{ token: 'GOLDY', delta: -GOLDY(120) }], 'upgrade');
    });
    expect(spent).toEqual([GOLDY(100)]);
    expect(ledger.balance(walletId, 'GOLDY')).toEqual({ amount: GOLDY(10), bonus: 0n });
  });

  it('undoing a game action gives the bonus part back as bonus: nothing becomes withdrawable', () => {
    const walletId = newWallet(100, 30);
    ledger.transact(walletId, (write) => {
      const [fromBonus = 0n] = write([{ token: 'GOLDY', delta: -GOLDY(50) }], 'raffle entry');
      // The raffle is cancelled: the refund restores the split it found.
      const refund: FundsChange[] = [
        { token: 'GOLDY', delta: fromBonus, kind: 'bonus' },
        { token: 'GOLDY', delta: GOLDY(50) - fromBonus },
      ];
      write(
        refund.filter((change) => change.delta > 0n),
        'raffle refund',
      );
    });
    expect(ledger.balance(walletId, 'GOLDY')).toEqual({ amount: GOLDY(130), bonus: GOLDY(100) });
  });

  it('lets a withdrawal take only what is not bonus, and rolls the whole change back when it tries more', () => {
    const walletId = newWallet(100, 30);
    expect(() =>
      ledger.apply(walletId, [{ token: 'GOLDY', delta: -GOLDY(31), kind: 'withdrawal' }], 'withdraw'),
    ).toThrow('only 30 GOLDY can be withdrawn');
    expect(ledger.balance(walletId, 'GOLDY')).toEqual({ amount: GOLDY(130), bonus: GOLDY(100) });
    ledger.apply(walletId, [{ token: 'GOLDY', delta: -GOLDY(30), kind: 'withdrawal' }], 'withdraw');
    expect(ledger.balance(walletId, 'GOLDY')).toEqual({ amount: GOLDY(100), bonus: GOLDY(100) });
  });

  it('makes a credit bought with bonus bonus in the share the debits spent, rounded up', () => {
    const walletId = newWallet(100, 50);
    ledger.apply(walletId, [{ token: 'DFL', delta: GOLDY(10) }], 'reward');
    // 150 GOLDY, 100 of them bonus, buy 3 tickets: 2 of the 3 are bonus.
    ledger.apply(
      walletId,
      [
        { token: 'TICKET', delta: 3n },
        { token: 'GOLDY', delta: -GOLDY(150) },
      ],
      'bought 3 TICKET',
    );
    expect(ledger.balance(walletId, 'TICKET')).toEqual({ amount: 3n, bonus: 2n });
    // With two prices the larger share counts: 10 withdrawable DFL and 1 bonus GOLDY buy a bonus ticket.
    ledger.apply(walletId, [{ token: 'GOLDY', delta: GOLDY(1), kind: 'bonus' }], 'reward');
    ledger.apply(
      walletId,
      [
        { token: 'DFL', delta: -GOLDY(10) },
        { token: 'GOLDY', delta: -GOLDY(1) },
        { token: 'GOLDEN_TICKET', delta: 1n },
      ],
      'bought 1 GOLDEN_TICKET',
    );
    expect(ledger.balance(walletId, 'GOLDEN_TICKET')).toEqual({ amount: 1n, bonus: 1n });
    // Withdrawable funds buy withdrawable tickets.
    const paid = newWallet(0, 100);
    ledger.apply(
      paid,
      [
        { token: 'GOLDY', delta: -GOLDY(100) },
        { token: 'TICKET', delta: 1n },
      ],
      'bought 1 TICKET',
    );
    expect(ledger.balance(paid, 'TICKET')).toEqual({ amount: 1n, bonus: 0n });
  });

  it('credits what comes back from value held outside the balances in its bonus share', () => {
    const walletId = newWallet(0, 0);
    ledger.apply(walletId, [{ token: 'TICKET', delta: 5n, from: { bonus: 2n, of: 5n } }], 'raffle refund');
    ledger.apply(walletId, [{ token: 'GOLDY', delta: GOLDY(500), from: { bonus: 1n, of: 1n } }], 'prize');
    expect(ledger.balance(walletId, 'TICKET')).toEqual({ amount: 5n, bonus: 2n });
    expect(ledger.balance(walletId, 'GOLDY')).toEqual({ amount: GOLDY(500), bonus: GOLDY(500) });
    expect(bonusPartOf(10n, { bonus: 1n, of: 3n })).toBe(4n);
    expect(bonusPartOf(9n, { bonus: 1n, of: 3n })).toBe(3n);
    expect(() => bonusPartOf(1n, { bonus: 2n, of: 1n })).toThrow('a bonus share');
  });

  it('lets a paid action take only what is not bonus, and records the bonus part of every movement', () => {
    const walletId = newWallet(100, 30);
    expect(() =>
      ledger.apply(walletId, [{ token: 'GOLDY', delta: -GOLDY(31), kind: 'paid' }], 'raffle entry'),
    ).toThrow('only 30 GOLDY are not bonus: the other 100 GOLDY are bonus, which cannot pay for this');
    ledger.apply(walletId, [{ token: 'GOLDY', delta: -GOLDY(30), kind: 'paid' }], 'raffle entry');
    ledger.apply(walletId, [{ token: 'GOLDY', delta: -GOLDY(40) }], 'upgrade');
    const moves = db
      .prepare('SELECT delta, bonus_delta FROM fund_movements WHERE wallet_id = ? ORDER BY id')
      .safeIntegers(true)
      .all(walletId);
    expect(moves).toEqual([
      { delta: GOLDY(100), bonus_delta: GOLDY(100) },
      { delta: GOLDY(30), bonus_delta: 0n },
      { delta: -GOLDY(30), bonus_delta: 0n },
      { delta: -GOLDY(40), bonus_delta: -GOLDY(40) },
    ]);
  });

  it('turns what accounts with no deposit hold into free value when the rule arrives', () => {
    const dir = createTempDir();
    const old = new Database(path.join(dir, 'game.sqlite'));
    try {
      const step = MIGRATIONS.findIndex((sql) => sql.includes('ADD COLUMN bonus_delta'));
      for (const sql of MIGRATIONS.slice(0, step)) old.exec(sql);
      old.pragma(`user_version = ${step}`);
      old.prepare("INSERT INTO wallets VALUES ('free', 0), ('payer', 0)").run();
      old
        .prepare(
          `INSERT INTO transfers (id, wallet_id, direction, token, amount, status, signature, created_at, updated_at)
           VALUES ('t1', 'payer', 'deposit', 'GOLDY', 200, 'confirmed', 'x', 0, 0)`,
        )
        .run();
      // A prize won before: 500 GOLDY not bonus, and the prize chicken.
      old
        .prepare(
          "INSERT INTO balances VALUES ('free', 'GOLDY', 1500, 1000), ('payer', 'GOLDY', 1200, 1000), ('payer', 'TICKET', 3, 0)",
        )
        .run();
      const nft = old.prepare(
        `INSERT INTO nfts (id, wallet_id, collection, kind, type, name, level, hp, max_hp, energy, max_energy, rarity,
           image, stats, starter) VALUES (?, ?, 'p2e', 'pet', 'chicken', 'Chicken', 1, 1, 1, 1, 1, 'legendary', '', '{}', 0)`,
      );
      nft.run('prize-1', 'free');
      nft.run('prize-2', 'payer');
      const raffle = old.prepare(
        `INSERT INTO raffles (id, series, name, ticket_type, prizes, starts_at, ends_at, draw_at, min_entries,
           max_entries, wallet_cap, seed, commitment, status) VALUES (?, 'daily', 'Daily', 'TICKET', '[]', 0, 1, 2, 3,
           500, 100, 's', 'c', ?)`,
      );
      raffle.run('open', 'scheduled');
      raffle.run('past', 'drawn');
      const entry = old.prepare("INSERT INTO raffle_entries VALUES (?, ?, 'payer', 0)");
      entry.run('open', 0);
      entry.run('past', 0);
      migrate(old);
      expect(
        old.prepare('SELECT wallet_id, token, amount, bonus FROM balances ORDER BY wallet_id, token').all(),
      ).toEqual([
        { wallet_id: 'free', token: 'GOLDY', amount: 1500, bonus: 1500 },
        { wallet_id: 'payer', token: 'GOLDY', amount: 1200, bonus: 1000 },
        { wallet_id: 'payer', token: 'TICKET', amount: 3, bonus: 0 },
      ]);
      expect(old.prepare('SELECT id, starter FROM nfts ORDER BY id').all()).toEqual([
        { id: 'prize-1', starter: 1 },
        { id: 'prize-2', starter: 0 },
      ]);
      expect(old.prepare('SELECT raffle_id, bonus FROM raffle_entries ORDER BY raffle_id').all()).toEqual([
        { raffle_id: 'open', bonus: 1 },
        { raffle_id: 'past', bonus: 0 },
      ]);
      expect(old.prepare('SELECT DISTINCT bonus_cap FROM raffles').all()).toEqual([{ bonus_cap: 100 }]);
    } finally {
      old.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives accounts made before the bonus existed what is left of their starting grant as bonus', () => {
    const dir = createTempDir();
    const old = new Database(path.join(dir, 'game.sqlite'));
    try {
      // The schema as it was before the bonus step, with one account that spent part of its grant.
      const bonusStep = MIGRATIONS.findIndex((sql) => sql.includes('ADD COLUMN bonus'));
      for (const sql of MIGRATIONS.slice(0, bonusStep)) old.exec(sql);
      old.pragma(`user_version = ${bonusStep}`);
      old.prepare("INSERT INTO wallets VALUES ('early', 0)").run();
      const move = old.prepare(
        "INSERT INTO fund_movements (wallet_id, token, delta, balance_after, reason, created_at) VALUES ('early', ?, ?, 0, ?, 0)",
      );
      move.run('GOLDY', 1000, 'initial balance');
      move.run('GOLDY', -700, 'upgrade');
      move.run('DFL', 500, 'initial balance');
      move.run('DFL', 200, 'deposit x');
      old
        .prepare(
          `INSERT INTO transfers (id, wallet_id, direction, token, amount, status, signature, created_at, updated_at)
           VALUES ('t1', 'early', 'deposit', 'DFL', 200, 'confirmed', 'x', 0, 0)`,
        )
        .run();
      old.prepare("INSERT INTO balances VALUES ('early', 'GOLDY', 300), ('early', 'DFL', 700)").run();
      migrate(old);
      expect(old.prepare('SELECT token, amount, bonus FROM balances ORDER BY token').all()).toEqual([
        { token: 'DFL', amount: 700, bonus: 500 },
        { token: 'GOLDY', amount: 300, bonus: 300 },
      ]);
    } finally {
      old.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
