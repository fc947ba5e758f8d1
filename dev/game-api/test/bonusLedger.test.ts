import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createBalanceStore } from '../src/db/balanceStore';
import { MIGRATIONS, migrate } from '../src/db/migrations';
import { openDatabase } from '../src/db/openDatabase';
import { createWalletStore } from '../src/db/walletStore';
import { FundsLedger, type FundsChange } from '../src/funds/FundsLedger';
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
