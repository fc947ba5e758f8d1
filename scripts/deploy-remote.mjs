// `pnpm deploy:remote <tab> [--version <v>] [--to <folder>] [--base-url <url>]`: builds one tab and publishes
// it to an immutable versioned folder of a static host, records the SHA-384 of each of its files, then prints
// the entry to put in the runtime config, hashes included (the shell runs no file without its recorded hash).
// Locally the host is the stack's CDN folder (<DATA_DIR>/cdn, served on the CDN port); for a real CDN, --to is
// the folder synced to it and --base-url its address. The whole flow: docs/deploying.md.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TAB_NAMES } = require('../config/tabs.cjs');
const { ROOT, cdnDirIn, portsFromEnv } = require('./lib/stack.cjs');
const { folderIntegrity } = require('../config/fileIntegrity.cjs');

const USAGE = 'Usage: pnpm deploy:remote <tab> [--version <version>] [--to <folder>] [--base-url <url>]';

function parseArgs(argv) {
  const [tab, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i]?.replace(/^--/, '');
    if (!['version', 'to', 'base-url'].includes(key ?? '') || rest[i + 1] === undefined) {
      throw new Error(`Unknown or incomplete option "${rest[i]}"\n${USAGE}`);
    }
    options[key] = rest[i + 1];
  }
  if (!tab || !TAB_NAMES.includes(tab)) {
    throw new Error(`Name a tab (config/tabs.json lists ${TAB_NAMES.join(', ')})\n${USAGE}`);
  }
  return { tab, ...options };
}

/** Runs the tab's own Rspack config (the production build) into `outDir`, leaving its dist/ alone. */
async function build(tab, version, outDir) {
  process.env.NODE_ENV = 'production';
  process.env.BUILD_VERSION = version;
  const config = require(path.join(ROOT, 'remotes', tab, 'rspack.config.js'));
  const { rspack } = require('@rspack/core');
  const stats = await new Promise((resolve, reject) => {
    const compiler = rspack({ ...config, output: { ...config.output, path: outDir } });
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    throw new Error(`The ${tab} build failed:\n${stats.toString({ all: false, errors: true })}`);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { tab } = args;
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes', tab, 'package.json'), 'utf8'));
  const version = args.version ?? pkg.version;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) throw new Error(`"${version}" is not a version`);
  const root = path.resolve(args.to ?? cdnDirIn(process.env.DATA_DIR ?? path.join(ROOT, '.local')));
  const baseUrl = new URL(`${tab}/`, args['base-url'] ?? `http://127.0.0.1:${portsFromEnv().cdn}/`).href;
  const target = path.join(root, tab, version);
  // A published version never changes: players and caches may hold it (docs/deploying.md, "Versions").
  if (fs.existsSync(target)) {
    throw new Error(
      `${tab} ${version} is already deployed (${target}); versions are immutable: deploy a new one with --version`,
    );
  }
  const staging = path.join(root, tab, `.${version}.staging-${process.pid}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  const started = Date.now();
  let files;
  try {
    await build(tab, version, staging);
    // The hashes of what is published: the shell runs none of its files whose bytes differ from these.
    files = folderIntegrity(staging);
    // Appears whole or not at all: a player never fetches a half-copied version.
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  // Kept beside the version, for whoever writes a config naming it later (the shell never reads it from here).
  const record = path.join(root, tab, `${version}.integrity.json`);
  fs.writeFileSync(record, `${JSON.stringify({ tab, version, files }, null, 2)}\n`);
  const manifest = JSON.parse(fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
  const { commit, contract } = manifest.metaData.buildInfo;
  const entry = { base: baseUrl, live: version, integrity: { [version]: files } };
  console.log(
    `Deployed ${tab} ${version} (commit ${commit}, contract ${contract}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  ${target}`);
  console.log(`  ${new URL(`${version}/remoteEntry.js`, baseUrl).href}`);
  console.log(`  ${Object.keys(files).length} files hashed (SHA-384), recorded in ${record}`);
  console.log(
    `\nTo put it live, set remotes.${tab} in the runtime config (config.json) to (keep under "integrity" the` +
      ` hashes of any other version it still names):`,
  );
  console.log(JSON.stringify(entry));
  console.log(
    `As a canary for a share of players, keep "live", add "canary": { "version": "${version}", "percent": 10 }` +
      ` and add to "integrity":`,
  );
  console.log(JSON.stringify({ [version]: files }));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
