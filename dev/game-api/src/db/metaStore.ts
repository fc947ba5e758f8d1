import type { Database } from 'better-sqlite3';

/** Key/value facts about the database itself, such as the stack id it belongs to. */
export function createMetaStore(db: Database) {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | undefined => select.get(key)?.value,
    set: (key: string, value: string): void => void upsert.run(key, value),
  };
}
export type MetaStore = ReturnType<typeof createMetaStore>;
