// The endpoint the shell's page sends each tab's load outcome and render errors to (shell/src/federation/
// tabReports.ts), served by the local CDN server (docs/deploying.md, "Errors per version, and rollback on
// them"). Anyone can post to it, so it takes: only requests from the shell's page (its Origin), small bodies,
// reports of a version the runtime config names now as the side it claims (live or canary), and, through the
// figures, a bounded share of page loads per client.
const FORMAT = require('../../shell/src/federation/tabReportFormat.json');

/** Where the CDN server takes the reports. */
const TAB_REPORTS_PATH = '/tab-reports';
/** A page load's id as the shell makes it: 16 random bytes, hex. */
const PAGE_ID = /^[0-9a-f]{32}$/;
const OUTCOMES = new Set(FORMAT.outcomes);

/**
 * The reports of a body, or null when it is not a batch as the shell sends one.
 * @param {unknown} body
 * @returns {{ page: string, reports: import('./tab-report-figures.cjs').TabReport[] } | null}
 */
function batchOf(body) {
  if (typeof body !== 'object' || body === null) return null;
  const { page, reports } = /** @type {{ page?: unknown, reports?: unknown }} */ (body);
  if (typeof page !== 'string' || !PAGE_ID.test(page)) return null;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > FORMAT.maxReportsPerBatch)
    return null;
  for (const report of reports) {
    if (
      typeof report?.tab !== 'string' ||
      typeof report.version !== 'string' ||
      typeof report.canary !== 'boolean' ||
      !OUTCOMES.has(report.outcome)
    ) {
      return null;
    }
  }
  return {
    page,
    reports: reports.map(({ tab, version, canary, outcome }) => ({ tab, version, canary, outcome })),
  };
}

/**
 * Whether the config names `version` of `tab` now, on the side the report claims: a report of a version no
 * player is given (made up, or from before a rollback) counts nowhere.
 * @param {{ remotes?: Record<string, unknown> }} config
 * @param {import('./tab-report-figures.cjs').TabReport} report
 */
function namedByConfig(config, { tab, version, canary }) {
  const remote = /** @type {{ live?: string, canary?: { version: string } } | undefined} */ (
    config.remotes?.[tab]
  );
  if (typeof remote !== 'object' || remote === null || typeof remote.live !== 'string') return false;
  if (!canary) return version === remote.live;
  return (
    remote.canary !== undefined && remote.canary.version !== remote.live && version === remote.canary.version
  );
}

/**
 * The body's text, or null as soon as it is longer than `limit` bytes (the rest is read and dropped).
 * @param {import('node:http').IncomingMessage} req @param {number} limit
 * @returns {Promise<string | null>}
 */
function readLimited(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * @param {{ origins: string[], configNow: () => { remotes?: Record<string, unknown> },
 *   figures: ReturnType<typeof import('./tab-report-figures.cjs').createTabReportFigures> }} options
 *   `origins`: the shell page's origins, the only ones whose reports are taken.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) =>
 *   Promise<void>}
 */
function tabReportsEndpoint({ origins, configNow, figures }) {
  const allowed = new Set(origins);
  return async (req, res) => {
    const origin = req.headers.origin ?? '';
    // The page's beacon needs no answer; these headers only let a fetch from it read the status.
    const headers = allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    const answer = (/** @type {number} */ status) => {
      res.writeHead(status, status === 413 ? { ...headers, Connection: 'close' } : headers).end();
    };
    if (req.method !== 'POST') return answer(405);
    if (!allowed.has(origin)) return answer(403);
    if (Number(req.headers['content-length'] ?? 0) > FORMAT.maxBatchBytes) return answer(413);
    const text = await readLimited(req, FORMAT.maxBatchBytes).catch(() => null);
    if (text === null) return answer(413);
    let batch;
    try {
      batch = batchOf(JSON.parse(text));
    } catch {
      batch = null;
    }
    if (!batch) return answer(400);
    const config = configNow();
    const reports = batch.reports.filter((report) => namedByConfig(config, report));
    if (reports.length === 0) return answer(204);
    const client = req.socket.remoteAddress ?? 'unknown';
    return answer(figures.record(client, batch.page, reports) === 'over-cap' ? 429 : 204);
  };
}

module.exports = { tabReportsEndpoint, TAB_REPORTS_PATH };
