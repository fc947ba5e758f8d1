// `npm test`: every test of the product, in the order a failure is cheapest to find: lint and types,
// each package's jest suite, the production builds, then the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pnpmTools from './lib/pnpm.cjs';
import { buildApps } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUMMARY_DIR = path.join(ROOT, '.tmp', 'test-results');
const started = Date.now();

function step(title, run) {
  console.log(`\n=== ${title}`);
  const t0 = Date.now();
  run();
  console.log(`=== ${title}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(SUMMARY_DIR)) {
    for (const file of fs.readdirSync(SUMMARY_DIR)) {
      const s = JSON.parse(fs.readFileSync(path.join(SUMMARY_DIR, file), 'utf8'));
      passed += s.passed;
      failed += s.failed;
      skipped += s.skipped;
    }
  }
  return { passed, failed, skipped };
}

let error = null;
try {
  fs.rmSync(SUMMARY_DIR, { recursive: true, force: true });
  process.env.TEST_SUMMARY_DIR = SUMMARY_DIR;
  step('install', () => pnpmTools.installPackages());
  step('lint', () => run(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.']));
  step('format', () =>
    run(process.execPath, [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.']),
  );
  step('typecheck', () => pnpmTools.pnpm(['-r', '--workspace-concurrency=2', 'typecheck']));
  step('unit and server tests', () =>
    pnpmTools.pnpm(['-r', '--workspace-concurrency=1', '--no-bail', '--filter', '!@companion/e2e', 'test']),
  );
  step('build', () => buildApps({ force: Boolean(process.env.CI) }));
  step('chromium', () => ensureChromium());
  step('end-to-end tests', () => pnpmTools.pnpm(['--filter', '@companion/e2e', 'test']));
} catch (e) {
  error = e;
}

const { passed, failed, skipped } = summarize();
const seconds = (Date.now() - started) / 1000;
console.log(`\nWhole test command: ${seconds.toFixed(0)} s`);
// The benchmarks report the last full run's duration.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, '.tmp', 'test-duration.json'),
  JSON.stringify({ seconds, passed, failed, ok: !error && failed === 0, at: new Date().toISOString() }),
);
if (error) console.error(`\n${error.message}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(error || failed > 0 ? 1 : 0);
