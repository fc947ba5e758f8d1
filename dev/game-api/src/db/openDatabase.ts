import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export const DATABASE_FILE = 'game.sqlite';

/**
 * Opens (creating if needed) `<dataDir>/game.sqlite`. WAL with synchronous=NORMAL: a committed
 * transaction is in the WAL file before the call returns, so it survives the process being killed;
 * only a power loss can drop the last few commits.
 */
export function openDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process on the same file (the funds CLI, a second server) waits instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
