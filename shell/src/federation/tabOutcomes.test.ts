import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { useLoadedRemotes, type LoadedRemote } from './loadedRemotes';
import { failureOutcome, reportRenderError, reportTabLoadFailed, reportTabLoaded } from './tabOutcomes';
import { reportTab } from './tabReports';

jest.mock('./tabReports', () => ({ reportTab: jest.fn() }));

const canary = {
  entry: 'https://tabs.example/home/1.5.0/remoteEntry.js',
  version: '1.5.0',
  canary: true,
  files: {},
};
const fixed = { entry: 'http://127.0.0.1:3001/remoteEntry.js', version: null, canary: false, files: {} };
const reports = () => jest.mocked(reportTab).mock.calls.map(([report]) => report);

beforeEach(() => useLoadedRemotes.setState({ loaded: {}, outdated: {} }));

describe('a tab’s outcomes, as reported', () => {
  it('tells a refused, an incompatible and a failed load apart', () => {
    expect(failureOutcome(new RefusedTabError('home', 'x', 'changed'))).toBe('refused');
    expect(failureOutcome(new IncompatibleTabError('home', '3.0.0', '2.0.0', 'newer'))).toBe('incompatible');
    expect(failureOutcome(new TypeError('Failed to fetch'))).toBe('failed');
    expect(failureOutcome('not an error')).toBe('failed');
  });

  it('reports a deployed version’s load, never a fixed entry’s', () => {
    reportTabLoaded('home', canary);
    reportTabLoaded('transfer', fixed);
    reportTabLoadFailed('transfer', fixed, new Error('down'));
    expect(reports()).toEqual([{ tab: 'home', version: '1.5.0', canary: true, outcome: 'loaded' }]);
  });

  it('reports a render error of the build running once, and a failed load only as its load', () => {
    const running = { deployedVersion: '1.5.0', canary: true } as LoadedRemote;
    useLoadedRemotes.setState({ loaded: { home: running } });
    const loadFailure = new Error('ScriptExternalLoadError');
    reportTabLoadFailed('home', canary, loadFailure);
    reportRenderError('home', loadFailure);
    reportRenderError('home', new TypeError('x is undefined'));
    // A tab not loaded in this page, or from a fixed entry, has no version to report.
    reportRenderError('raffles', new Error('boom'));
    useLoadedRemotes.setState({ loaded: { home: { ...running, deployedVersion: null } } });
    reportRenderError('home', new Error('boom'));
    expect(reports()).toEqual([
      { tab: 'home', version: '1.5.0', canary: true, outcome: 'failed' },
      { tab: 'home', version: '1.5.0', canary: true, outcome: 'render-error' },
    ]);
  });
});
