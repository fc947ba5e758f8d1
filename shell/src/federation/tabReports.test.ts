import type { RuntimeConfig } from '@companion/shared-state';
import FORMAT from './tabReportFormat.json';
import type { TabOutcome, TabReport } from './tabReports';

const URL = 'http://127.0.0.1:3020/tab-reports';

/** The module afresh (its page id and what it sent are per page load), with the config naming `url`. */
function freshReports(url: string | null = URL): typeof import('./tabReports') {
  let loaded!: typeof import('./tabReports');
  jest.isolateModules(() => {
    const host = jest.requireActual<typeof import('@companion/shared-state/host')>(
      '@companion/shared-state/host',
    );
    // Only what the beacon reads of the config.
    host.useConfigStore.setState({ config: { tabReportsUrl: url ?? undefined } as RuntimeConfig });
    loaded = jest.requireActual<typeof import('./tabReports')>('./tabReports');
  });
  return loaded;
}

const sendBeacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);
/** The batches sent, as the endpoint reads them. */
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({
    url,
    ...(JSON.parse(String(body)) as { page: string; reports: TabReport[] }),
  }));

beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => jest.useRealTimers());

const home = (outcome: TabOutcome) => ({ tab: 'home', version: '1.4.0', canary: true, outcome });

describe('the tab reports beacon', () => {
  it('names the outcomes the endpoint takes, exactly', () => {
    const outcomes: TabOutcome[] = ['loaded', 'failed', 'refused', 'incompatible', 'render-error'];
    expect(FORMAT.outcomes).toEqual(outcomes);
  });

  it('sends nothing while a tab loads: one beacon a second later with what came meanwhile, and a page id', () => {
    const { reportTab, BATCH_MS } = freshReports();
    reportTab(home('loaded'));
    reportTab(home('render-error'));
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BATCH_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(beacons()).toEqual([
      {
        url: URL,
        page: expect.stringMatching(/^[0-9a-f]{32}$/),
        reports: [home('loaded'), home('render-error')],
      },
    ]);
    // Only the tab, its version, the canary flag and the outcome: nothing of the player.
    expect(Object.keys(JSON.parse(String(sendBeacon.mock.calls[0]![1])) as object)).toEqual([
      'page',
      'reports',
    ]);
    expect(String(sendBeacon.mock.calls[0]![1]).length).toBeLessThan(FORMAT.maxBatchBytes);
  });

  it('reports each outcome of a tab version once per page load, under the same page id', () => {
    const { reportTab, flushTabReports } = freshReports();
    reportTab(home('loaded'));
    reportTab(home('loaded'));
    flushTabReports();
    reportTab(home('render-error'));
    reportTab(home('loaded'));
    flushTabReports();
    const [first, second] = beacons();
    expect(first!.reports).toEqual([home('loaded')]);
    expect(second!.reports).toEqual([home('render-error')]);
    expect(second!.page).toBe(first!.page);
  });

  it('sends what is queued as soon as the page is hidden or left', () => {
    const { reportTab } = freshReports();
    reportTab(home('failed'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons()).toEqual([{ url: URL, page: expect.any(String), reports: [home('failed')] }]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    reportTab(home('refused'));
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('falls back on a keepalive fetch without credentials when the beacon is not taken', () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock as typeof fetch;
    sendBeacon.mockReturnValue(false);
    const { reportTab, flushTabReports } = freshReports();
    reportTab(home('incompatible'));
    flushTabReports();
    expect(fetchMock).toHaveBeenCalledWith(URL, {
      method: 'POST',
      body: expect.stringContaining('"outcome":"incompatible"'),
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
  });

  it('splits a long queue into batches the endpoint takes', () => {
    const { reportTab, flushTabReports } = freshReports();
    for (let i = 0; i < FORMAT.maxReportsPerBatch + 1; i += 1) {
      reportTab({ tab: `tab${i}`, version: '1.0.0', canary: false, outcome: 'loaded' });
    }
    flushTabReports();
    expect(beacons().map((batch) => batch.reports.length)).toEqual([FORMAT.maxReportsPerBatch, 1]);
  });

  it('sends nothing when the config names no endpoint', () => {
    const { reportTab } = freshReports(null);
    reportTab(home('failed'));
    jest.runAllTimers();
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never lets a failing beacon reach the tab', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    const { reportTab, flushTabReports } = freshReports();
    reportTab(home('loaded'));
    expect(() => flushTabReports()).not.toThrow();
  });
});
