// `pnpm deploy:remote <tab> [--version <v>] [--to <folder>] [--base-url <url>]`: builds one tab and publishes
// it to an immutable versioned folder of a static host, records the SHA-384 of each of its files, then prints
// the entry to put in the runtime config, hashes included (the shell runs no file without its recorded hash).
// Locally the host is the stack's CDN folder (<DATA_DIR>/cdn, served on the CDN port); for a real CDN, --to is
// the folder synced to it and --base-url its address. With --against <the live config.json's URL or file>, the
// build is first held to the rules of the live shell (the versions it publishes in app-build.json beside its
// config.json and index.html), by the shell's own checking code, and refused before anything is published.
// The whole flow: docs/deploying.md.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TAB_NAMES } = require('../config/tabs.cjs');
const { ROOT, cdnDirIn, portsFromEnv } = require('./lib/stack.cjs');
const { folderIntegrity } = require('../config/fileIntegrity.cjs');

const { APP_BUILD_FILE } = require('../shell/appBuild.cjs');

const USAGE =
  'Usage: pnpm deploy:remote <tab> [--version <version>] [--to <folder>] [--base-url <url>]' +
  ' [--against <live config.json URL or file>]';

function parseArgs(argv) {
  const [tab, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i]?.replace(/^--/, '');
    if (!['version', 'to', 'base-url', 'against'].includes(key ?? '') || rest[i + 1] === undefined) {
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

/** A URL (http/https) or a file's text. */
async function readText(where) {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Could not read ${where}: HTTP ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(where, 'utf8');
}

/**
 * What the live shell provides the tabs: app-build.json, which the shell's build writes beside its index.html,
 * where the runtime config.json is uploaded too. So it is read beside the config named, never from this checkout.
 */
async function liveShell(against) {
  const remote = /^https?:\/\//.test(against);
  const configAt = remote ? against : path.resolve(against);
  let config;
  try {
    config = JSON.parse(await readText(configAt));
  } catch (error) {
    throw new Error(`--against: could not read the live config at ${configAt}: ${error.message}`);
  }
  if (typeof config !== 'object' || config === null || typeof config.remotes !== 'object') {
    throw new Error(`--against: ${configAt} is not a runtime config (it names no remotes)`);
  }
  const buildAt = remote
    ? new URL(APP_BUILD_FILE, configAt).href
    : path.join(path.dirname(configAt), APP_BUILD_FILE);
  let build;
  try {
    build = JSON.parse(await readText(buildAt));
  } catch (error) {
    throw new Error(
      `--against: could not read what the live app provides at ${buildAt} (${error.message}); the shell's` +
        ` build writes ${APP_BUILD_FILE} beside its index.html and config.json`,
    );
  }
  const provides = build?.provides;
  const text = (value) => typeof value === 'string' && value.length > 0;
  if (
    !text(provides?.contract) ||
    !text(provides?.kit) ||
    !text(provides?.federationRuntime) ||
    typeof provides?.shared !== 'object'
  ) {
    throw new Error(
      `--against: ${buildAt} does not say what the app provides (contract, kit, runtime, shared)`,
    );
  }
  return { provides, app: build.app ?? {}, from: buildAt };
}

/**
 * Whether the live shell would refuse the build in `dir`, by the shell's own rules
 * (shell/src/federation/checkBuild.ts) applied to the manifest as the shell reads it (remoteBuild.ts).
 */
async function refusalAgainst(dir, live) {
  const { tsImport } = await import('tsx/esm/api');
  const { refusalOf } = await tsImport('../shell/src/federation/checkBuild.ts', import.meta.url);
  const { fetchRemoteManifest } = await tsImport('../shell/src/federation/remoteBuild.ts', import.meta.url);
  const entry = new URL('remoteEntry.js', `file://${dir}/`).href;
  const fromDisk = async (url) => new Response(fs.readFileSync(new URL(url)));
  const { build, required } = await fetchRemoteManifest(entry, fromDisk);
  return { build, refusal: refusalOf(build, required, live.provides) };
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
  // Read before building: a live app that cannot be read stops the deploy at once.
  const live = args.against ? await liveShell(args.against) : null;
  let files;
  try {
    await build(tab, version, staging);
    if (live) {
      const { refusal } = await refusalAgainst(staging, live);
      if (refusal) {
        throw new Error(
          `Refused: the live app (${live.app.version ?? 'version unknown'}, ${live.from}) would not run ${tab}` +
            ` ${version}: ${refusal.message}. Nothing was published.`,
        );
      }
      console.log(
        `Checked against the live app (${live.from}): contract ${live.provides.contract}, tab kit` +
          ` ${live.provides.kit}, federation runtime ${live.provides.federationRuntime}, shared singletons: it would run it.`,
      );
    }
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
