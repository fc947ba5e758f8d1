import { whenPageSettled } from './pageSettled';

const idle: (() => void)[] = [];
jest.mock('@companion/shared-state', () => ({
  afterPaintWhenIdle: (run: () => void) => {
    idle.push(run);
    return () => void idle.splice(idle.indexOf(run), 1);
  },
}));

let readyState: DocumentReadyState = 'complete';
beforeEach(() => {
  idle.length = 0;
  readyState = 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => jest.restoreAllMocks());

describe('whenPageSettled', () => {
  it('waits for the page’s load, then for a painted frame and an idle moment', () => {
    readyState = 'interactive';
    const run = jest.fn();
    whenPageSettled(run);
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    idle.splice(0).forEach((next) => next());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page loaded already, waits for the idle moment only', () => {
    const run = jest.fn();
    whenPageSettled(run);
    expect(idle).toHaveLength(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    readyState = 'interactive';
    const run = jest.fn();
    whenPageSettled(run)();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    whenPageSettled(run)();
    expect(idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });
});
