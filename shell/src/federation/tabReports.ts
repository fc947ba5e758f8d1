import { useConfigStore } from '@companion/shared-state/host';
import FORMAT from './tabReportFormat.json';

/**
 * How a tab's load ended, or a render error after it loaded. The endpoint takes these names only
 * (./tabReportFormat.json, shared with it).
 */
export type TabOutcome = 'loaded' | 'failed' | 'refused' | 'incompatible' | 'render-error';

/** One report: which tab, the deployed version this page runs, whether it is the canary, what happened. */
export interface TabReport {
  tab: string;
  version: string;
  canary: boolean;
  outcome: TabOutcome;
}

/** How long a report waits for others (a render error right after a load) before they go as one beacon. */
export const BATCH_MS = 1000;

/** This page load's id: 16 random bytes, tied to nothing of the player; the endpoint counts a page load once. */
let page: string | null = null;
const pageId = () =>
  (page ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join(''));

let queued: TabReport[] = [];
/** What this page already reported, so a tab's outcome goes once per page load. */
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends the queued reports, as a beacon that outlives the page (or a keepalive fetch where none is). */
export function flushTabReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const url = useConfigStore.getState().config?.tabReportsUrl;
  while (url && queued.length > 0) send(url, queued.splice(0, FORMAT.maxReportsPerBatch));
  queued = [];
}

function send(url: string, reports: TabReport[]): void {
  // Plain text: a simple request, with no preflight, that the endpoint reads as JSON.
  const body = JSON.stringify({ page: pageId(), reports });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(
      () => undefined,
    );
  } catch {
    // Reporting never breaks the app.
  }
}

/** A page leaving (a reload, another app in front) sends what is queued at once. */
function flushWhenHidden(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', flushTabReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTabReports();
  });
}

/**
 * Queues a report of a deployed version's outcome (docs/deploying.md, "Errors per version, and rollback on
 * them"). Nothing is sent now: the queue goes out BATCH_MS later, or when the page is hidden, so a tab's load
 * never waits on it. Only when the config names where reports go; each outcome of a tab once per page load.
 */
export function reportTab(report: TabReport): void {
  if (!useConfigStore.getState().config?.tabReportsUrl) return;
  const key = `${report.tab}\n${report.version}\n${report.outcome}`;
  if (sent.has(key) || sent.size >= FORMAT.maxReportsPerBatch * 2) return;
  sent.add(key);
  queued.push(report);
  flushWhenHidden();
  timer ??= setTimeout(flushTabReports, BATCH_MS);
}
