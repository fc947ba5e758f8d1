// The tab kit's version the shell provides: the copy of @companion/tab-kit it is built with, which it hands the
// tabs as a shared singleton (src/federation/sharedModules.ts). Compiled in by rspack.config.js (and set for
// jest), compared with the kit each tab's manifest says it was built against (docs/deploying.md).
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} dir the shell's folder */
function providedKitVersion(dir) {
  const entry = require.resolve('@companion/tab-kit', { paths: [dir] });
  let at = path.dirname(entry);
  while (!fs.existsSync(path.join(at, 'package.json'))) at = path.dirname(at);
  return JSON.parse(fs.readFileSync(path.join(at, 'package.json'), 'utf8')).version;
}

module.exports = { providedKitVersion };
