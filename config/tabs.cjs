// The one list of tabs (tabs.json), checked once, for the Node side: the stack launcher, the builds, the Rspack
// set-up and ESLint. The shell and the TypeScript tools import tabs.json directly. Adding a tab is a folder
// under remotes/ and one entry in tabs.json (docs/new-tab.md); what is still written by hand elsewhere is held
// to it by ./tabListChecks.cjs.
const TABS = require('./tabs.json');

const NAME = /^[a-z][a-z0-9-]*$/;
/** A GitHub team, as CODEOWNERS names it: @org/team. */
const TEAM = /^@[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/;
/** An SVG path's data: commands and numbers only (drawn in a 24×24 box by the shell's nav). */
const ICON_PATH = /^[MmLlHhVvCcSsQqTtAaZz][MmLlHhVvCcSsQqTtAaZz0-9 .,-]*$/;

function check(tabs) {
  if (!Array.isArray(tabs) || tabs.length === 0)
    throw new Error('config/tabs.json must list at least one tab');
  const seen = { name: new Set(), route: new Set(), port: new Set() };
  for (const tab of tabs) {
    const where = `config/tabs.json: tab ${JSON.stringify(tab?.name ?? tab)}`;
    if (typeof tab.name !== 'string' || !NAME.test(tab.name))
      throw new Error(`${where}: name must match ${NAME}`);
    if (typeof tab.route !== 'string' || !/^\/[a-z0-9-]*$/.test(tab.route)) {
      throw new Error(`${where}: route must be "/" or "/<segment>"`);
    }
    if (!Number.isInteger(tab.port) || tab.port < 1024 || tab.port > 65535) {
      throw new Error(`${where}: port must be a whole number from 1024 to 65535`);
    }
    if (typeof tab.title !== 'string' || !tab.title.trim()) throw new Error(`${where}: title is missing`);
    if (typeof tab.team !== 'string' || !TEAM.test(tab.team)) {
      throw new Error(`${where}: team must be the GitHub team that owns the tab's folder, as @org/team`);
    }
    if (typeof tab.icon !== 'string' || !ICON_PATH.test(tab.icon)) {
      throw new Error(`${where}: icon must be an SVG path's data (24×24, e.g. "M4 4h16v16H4z")`);
    }
    for (const field of ['name', 'route', 'port']) {
      if (seen[field].has(tab[field])) throw new Error(`${where}: another tab has the same ${field}`);
      seen[field].add(tab[field]);
    }
  }
  return tabs;
}

check(TABS);

/** The environment variable that moves a tab's server, e.g. HOME_PORT. */
const portVariable = (name) => `${name.toUpperCase().replace(/-/g, '_')}_PORT`;

/** @param {string} name */
function tabNamed(name) {
  const tab = TABS.find((t) => t.name === name);
  if (!tab) throw new Error(`No tab named "${name}" in config/tabs.json`);
  return tab;
}

module.exports = { TABS, TAB_NAMES: TABS.map((t) => t.name), portVariable, tabNamed, checkTabs: check };
