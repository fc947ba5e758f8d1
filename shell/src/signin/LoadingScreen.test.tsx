import { fireEvent, render, screen } from '@testing-library/react';
import { LoadingScreen, WAITING_FOR_WALLET } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('says what it waits for, keeps the spinner, and offers Cancel with focus on it', () => {
    const onCancel = jest.fn();
    render(<LoadingScreen onCancel={onCancel} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(WAITING_FOR_WALLET);
    expect(screen.getByRole('status').textContent).toBe('Signing in');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Signing in · Companion');
  });

  it('without anything to cancel yet, shows no Cancel', () => {
    render(<LoadingScreen />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading…');
  });
});
