import path from 'node:path';
import { APPS, ONE_BUNDLE_CONFIG, ONE_BUNDLE_DIST, ROOT } from '../paths';
import { runRspack } from './runRspack';

export interface BuildTimes {
  /** Wall time of every federated app, built from clean two at a time (as the root build does on 2 cores). */
  allMs: number;
  perAppMs: Record<string, number>;
  oneBundleMs: number;
}

const CONCURRENCY = 2;

async function buildFederated(): Promise<{ allMs: number; perAppMs: Record<string, number> }> {
  const perAppMs: Record<string, number> = {};
  const queue = [...APPS];
  const started = performance.now();
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const dir = path.join(ROOT, app);
      perAppMs[app] = await runRspack({ cwd: dir, outDir: path.join(dir, 'dist') });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { allMs: performance.now() - started, perAppMs };
}

/** The same source as one app: the shell's config with ONE_BUNDLE=1 (see bench/one-bundle). */
function buildOneBundle(): Promise<number> {
  return runRspack({
    cwd: ROOT,
    config: ONE_BUNDLE_CONFIG,
    env: { ONE_BUNDLE: '1' },
    outDir: ONE_BUNDLE_DIST,
  });
}

export async function buildAll(): Promise<BuildTimes> {
  const federated = await buildFederated();
  const oneBundleMs = await buildOneBundle();
  return { ...federated, oneBundleMs };
}
