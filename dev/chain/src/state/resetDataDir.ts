import fs from 'node:fs';
import { dataPaths } from './dataPaths';
import { lockHolder } from './dataDirLock';

/**
 * Deletes the whole data directory: the chain snapshot, the game database and the stack id go together,
 * so chain and game state are never reset one without the other. Refuses while a chain is running on it.
 */
export function resetDataDir(dataDir: string): void {
  const holder = lockHolder(dataPaths(dataDir).lock);
  if (holder !== undefined) {
    throw new Error(`a chain (pid ${holder}) is running on ${dataDir}: stop the stack before resetting it`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
