import { afterPaintWhenIdle } from './afterPaintWhenIdle';

const paint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe('afterPaintWhenIdle', () => {
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('waits for the paint, then for an idle moment no longer than the wait it is given', async () => {
    const asked: { run: () => void; timeout?: number }[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        asked.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: jest.fn(),
    });
    const work = jest.fn();
    afterPaintWhenIdle(work, 1_500);
    expect(asked).toHaveLength(0);
    await paint();
    expect(asked).toEqual([{ run: work, timeout: 1_500 }]);
    expect(work).not.toHaveBeenCalled();
  });

  it('cancelled, runs nothing, before or after the paint', async () => {
    const cancelIdle = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: () => 42, cancelIdleCallback: cancelIdle });
    const before = jest.fn();
    afterPaintWhenIdle(before)();
    const after = jest.fn();
    const cancel = afterPaintWhenIdle(after);
    await paint();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(42);
    expect(cancelIdle).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, runs in a task after the paint', async () => {
    const work = jest.fn();
    afterPaintWhenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await paint();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
