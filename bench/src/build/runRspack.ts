import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

const RSPACK_BIN = path.join(
  path.dirname(require.resolve('@rspack/cli/package.json', { paths: [ROOT] })),
  'bin',
  'rspack.js',
);
const TIME_LIMIT_MS = 5 * 60_000;

export interface RspackBuild {
  /** Folder the build runs in (its rspack.config.js is used unless `config` is given). */
  cwd: string;
  config?: string;
  env?: Record<string, string>;
  /** Removed first, so nothing is reused from an earlier build. */
  outDir: string;
}

/** One production build; resolves with its wall time in ms, rejects with the build's output on failure. */
export function runRspack(build: RspackBuild): Promise<number> {
  fs.rmSync(build.outDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, ...build.env };
  // A development NODE_ENV in the caller's shell would silently turn this into a development build.
  delete env.NODE_ENV;
  const args = [RSPACK_BIN, 'build', ...(build.config ? ['-c', build.config] : [])];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: build.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(performance.now() - started);
      else
        reject(new Error(`rspack build in ${path.relative(ROOT, build.cwd)} failed (${code}):\n${output}`));
    });
  });
}
