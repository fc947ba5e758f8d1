// The hashes a tab's build is checked against before any of it runs (docs/deploying.md, "What the shell checks
// before it runs a tab"). `pnpm deploy:remote` records them for a deployed version; the local stack records
// them for the builds it serves. The runtime config carries them to the shell.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** What the browser checks a file against: a Subresource Integrity value, SHA-384 in base64. */
function sriOf(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Not files of their own to the app: source maps (read by the browser's developer tools only) and Brotli copies
 * (`.br`, config/precompressPlugin.cjs: the host sends one in place of its file, which the browser checks
 * decoded). They carry no hash.
 */
const UNLOADED = /\.(map|br)$/;

/**
 * Every file of a build folder the app may load, by its path inside the folder ('/' separated), with its
 * hash; in name order, so the same build always gives the same text.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function folderIntegrity(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !UNLOADED.test(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return Object.fromEntries(
    files
      .map((file) => [path.relative(dir, file).split(path.sep).join('/'), file])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, file]) => [name, sriOf(fs.readFileSync(file))]),
  );
}

module.exports = { sriOf, folderIntegrity };
