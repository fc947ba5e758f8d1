import { act, render, screen } from '@testing-library/react';
import { notify } from '@companion/shared-state';
import { Toasts, TOAST_DURATION_MS, TOAST_OFFSET_PX } from './Toasts';
import { MAX_TOASTS, TOAST_EXIT_MS, dismissToast, shownToasts, toast } from './toast';

const cardOf = (text: string) => screen.getByText(text).closest('.toast') as HTMLElement;

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      for (const { id } of shownToasts()) dismissToast(id);
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('are shown at the bottom, offset 70, for 3 seconds', () => {
    const { container } = render(<Toasts />);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_OFFSET_PX).toBe(70);
    act(() => void toast('Saved'));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    const region = container.firstElementChild as HTMLElement;
    expect(region.className).toBe('toasts');
    expect(region.style.bottom).toBe('70px');
    act(() => void jest.advanceTimersByTime(2999));
    expect(cardOf('Saved').hasAttribute('data-leaving')).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(cardOf('Saved').hasAttribute('data-leaving')).toBe(true);
    act(() => void jest.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('show what a tab notifies, once, marked by its tone', () => {
    render(<Toasts />);
    act(() => void notify('You declined the request in your wallet. Nothing was sent.', 'error'));
    expect(screen.getAllByText('You declined the request in your wallet. Nothing was sent.')).toHaveLength(1);
    const card = cardOf('You declined the request in your wallet. Nothing was sent.');
    expect(card.className).toBe('toast toast-error');
    // The mark is not read out: the words say it.
    expect(card.querySelector('.toast-mark')?.getAttribute('aria-hidden')).toBe('true');
    act(() => void notify('Staked', 'success'));
    expect(cardOf('Staked').className).toBe('toast toast-success');
    act(() => void notify('Heads up', 'info'));
    expect(cardOf('Heads up').querySelector('.toast-mark')).toBeNull();
  });

  it('one toast per id: the same id replaces the message and starts its 3 seconds again', () => {
    render(<Toasts />);
    act(() => void toast.error('Sign-in failed. Please try again.', { id: 'sign-in' }));
    act(() => void jest.advanceTimersByTime(2000));
    act(() => void toast.error('Sign message failed', { id: 'sign-in' }));
    expect(screen.getAllByRole('status').map((one) => one.textContent)).toEqual(['Sign message failed']);
    act(() => void jest.advanceTimersByTime(2999));
    expect(cardOf('Sign message failed').hasAttribute('data-leaving')).toBe(false);
    act(() => void jest.advanceTimersByTime(1 + TOAST_EXIT_MS));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it(`keep at most ${MAX_TOASTS} on screen, the newest last`, () => {
    render(<Toasts />);
    act(() => {
      for (const word of ['one', 'two', 'three', 'four']) toast(word);
    });
    expect(screen.getAllByRole('status').map((one) => one.textContent)).toEqual(['two', 'three', 'four']);
  });

  it('let a tap through to what is under them', () => {
    const { container } = render(<Toasts />);
    act(() => void toast('Over a button'));
    // jsdom computes no stylesheet: the rule is in toasts.css, checked in a browser by e2e/test/raffles.test.ts.
    expect((container.firstElementChild as HTMLElement).dataset.toasts).toBe('');
    expect(cardOf('Over a button')).not.toBeNull();
  });
});
