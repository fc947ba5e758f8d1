// The figures of the tabs' reports (docs/deploying.md, "Errors per version, and rollback on them"): per tab
// and deployed version, the page loads that reported it and those of them that reported an error. A page load
// counts once however often it reports, and one client (an address) adds at most `perClient` page loads per
// window, so one hostile client cannot make a version look broken (or healthy) on its own.
const fs = require('node:fs');

/** Page loads one client may add per window, and the window: what a player reloading often stays under. */
const PER_CLIENT = 10;
const WINDOW_MS = 60 * 60 * 1000;
/** Bounds on what is held in memory: beyond them new page loads or clients are not counted. */
const MAX_PAGES = 200_000;
const MAX_CLIENTS = 50_000;

/**
 * @typedef {{ tab: string, version: string, canary: boolean, outcome: string }} TabReport
 * @typedef {{ loads: number, errors: number, outcomes: Record<string, number> }} VersionFigures
 * @typedef {Record<string, Record<string, VersionFigures>>} Figures tab → version → its figures
 */

/**
 * The figures as last written, or none yet.
 * @param {string} file
 * @returns {Figures}
 */
function readFigures(file) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @param {{ file: string, perClient?: number, windowMs?: number, now?: () => number }} options `file` is
 *   where the figures are kept (read at start, written after each change), for `pnpm canary:watch`.
 */
function createTabReportFigures({ file, perClient = PER_CLIENT, windowMs = WINDOW_MS, now = Date.now }) {
  /** @type {Figures} */
  const figures = readFigures(file);
  /**
   * Per tab, version and page load, the outcomes it reported.
   * @type {Map<string, Set<string>>}
   */
  const pages = new Map();
  /**
   * Per client, the page loads it added in its current window.
   * @type {Map<string, { since: number, pages: Set<string> }>}
   */
  const clients = new Map();

  /** @param {string} client */
  function windowOf(client) {
    const at = now();
    let current = clients.get(client);
    if (!current || at - current.since >= windowMs) {
      if (!current && clients.size >= MAX_CLIENTS) {
        for (const [key, value] of clients) if (at - value.since >= windowMs) clients.delete(key);
        if (clients.size >= MAX_CLIENTS) return null;
      }
      current = { since: at, pages: new Set() };
      clients.set(client, current);
    }
    return current;
  }

  function save() {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(figures, null, 2)}\n`);
    fs.renameSync(temporary, file);
  }

  return {
    /**
     * Counts one page load's reports. 'over-cap' (nothing counted) when the page load is new and its client
     * has added its share of page loads in this window.
     * @param {string} client @param {string} page @param {TabReport[]} reports
     * @returns {'counted' | 'over-cap'}
     */
    record(client, page, reports) {
      const window = windowOf(client);
      if (!window) return 'over-cap';
      if (!window.pages.has(page)) {
        if (window.pages.size >= perClient) return 'over-cap';
        window.pages.add(page);
      }
      let changed = false;
      for (const { tab, version, outcome } of reports) {
        const key = `${tab}\n${version}\n${page}`;
        let seen = pages.get(key);
        if (!seen) {
          if (pages.size >= MAX_PAGES) continue;
          seen = new Set();
          pages.set(key, seen);
        }
        if (seen.has(outcome)) continue;
        const versionFigures = ((figures[tab] ??= {})[version] ??= { loads: 0, errors: 0, outcomes: {} });
        if (seen.size === 0) versionFigures.loads += 1;
        if (outcome !== 'loaded' && ![...seen].some((earlier) => earlier !== 'loaded')) {
          versionFigures.errors += 1;
        }
        versionFigures.outcomes[outcome] = (versionFigures.outcomes[outcome] ?? 0) + 1;
        seen.add(outcome);
        changed = true;
      }
      if (changed) save();
      return 'counted';
    },
    /** @returns {Figures} */
    figures: () => figures,
  };
}

module.exports = { createTabReportFigures, readFigures, PER_CLIENT, WINDOW_MS };
