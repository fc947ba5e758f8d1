import { onFirstIntent } from './firstIntent';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('onFirstIntent', () => {
  it.each([
    ['a touch or a click', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
  ])('runs once at %s, and not again', (_, act) => {
    const run = jest.fn();
    onFirstIntent(run);
    expect(run).not.toHaveBeenCalled();
    act();
    act();
    setVisibility('hidden');
    setVisibility('visible');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the page is shown again after being hidden, not when it is hidden', () => {
    const run = jest.fn();
    onFirstIntent(run);
    setVisibility('hidden');
    expect(run).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at a touch that a handler on the way stops', () => {
    const run = jest.fn();
    onFirstIntent(run);
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('runs nothing once cancelled', () => {
    const run = jest.fn();
    const cancel = onFirstIntent(run);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    setVisibility('hidden');
    setVisibility('visible');
    expect(run).not.toHaveBeenCalled();
  });
});
