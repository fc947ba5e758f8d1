import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  it('runs the work only after the next frame, and not at all once cancelled', async () => {
    const work = jest.fn();
    afterNextPaint(work);
    const cancelled = jest.fn();
    const cancel = afterNextPaint(cancelled);
    expect(work).not.toHaveBeenCalled();
    cancel();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
