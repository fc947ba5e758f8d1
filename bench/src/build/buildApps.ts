import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../paths';
import { runRspack } from './runRspack';

/**
 * Production builds for a figure measured alone: `fresh` apps are built from this source every time, the
 * others (the federated apps, and `more`, e.g. the local hosts) only when they were never built.
 */
export async function buildApps(fresh: readonly string[], more: readonly string[] = []): Promise<void> {
  for (const app of [...APPS, ...more]) {
    const dir = path.join(ROOT, app);
    const outDir = path.join(dir, 'dist');
    if (fresh.includes(app) || !fs.existsSync(outDir)) {
      console.log(`… building ${app}`);
      await runRspack({ cwd: dir, outDir });
    }
  }
}
