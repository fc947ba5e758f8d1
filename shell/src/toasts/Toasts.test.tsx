import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify } from '@companion/shared-state';
import { Toasts, TOAST_DURATION_MS, TOAST_OFFSET_PX } from './Toasts';

describe('Toasts', () => {
  it('are shown at the bottom, offset 70, for 3 seconds', () => {
    jest.useFakeTimers();
    const { container } = render(<Toasts />);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_OFFSET_PX).toBe(70);
    act(() => void toast('Saved'));
    expect(screen.getByText('Saved')).toBeTruthy();
    const region = container.firstElementChild as HTMLElement;
    expect(region.style.bottom).toBe('70px');
    const positioned = screen.getByText('Saved').closest('[style*="bottom: 0"]');
    expect(positioned).not.toBeNull();
    // Dismissed at 3 s, then removed after react-hot-toast's 1 s exit animation.
    act(() => void jest.advanceTimersByTime(2900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(200));
    act(() => void jest.advanceTimersByTime(900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
    jest.useRealTimers();
  });

  it('show what a tab notifies, once', () => {
    render(<Toasts />);
    act(() => void notify('You declined the request in your wallet. Nothing was sent.', 'error'));
    expect(screen.getAllByText('You declined the request in your wallet. Nothing was sent.')).toHaveLength(1);
  });

  it("use the dark theme, not the library's white card", () => {
    render(<Toasts />);
    act(() => void toast('Dark'));
    const card = screen.getByText('Dark').closest('[style*="background"]') as HTMLElement;
    expect(card.style.background).toBe('var(--surface-2)');
    expect(card.style.color).toBe('var(--text)');
  });

  it('let a tap through to what is under them', () => {
    render(<Toasts />);
    act(() => void toast('Over a button'));
    const card = screen.getByText('Over a button').closest('[role="status"]')?.parentElement as HTMLElement;
    expect(card.style.pointerEvents).toBe('none');
  });
});
