import { fireEvent, render, screen } from '@testing-library/react';
import { SignInScreen } from './SignInScreen';

describe('SignInScreen', () => {
  it('shows the exact texts of the sign-in screen', () => {
    render(<SignInScreen isLedger={0} onToggleLedger={() => undefined} onSignIn={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('Please approve the message to sign in.');
    expect(screen.getByText('This is required to validate your session.')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Sign In');
    expect(screen.getByRole('switch', { name: 'Are you using ledger?' })).toBeTruthy();
  });

  it('calls onSignIn and onToggleLedger', () => {
    const onSignIn = jest.fn();
    const onToggleLedger = jest.fn();
    render(<SignInScreen isLedger={1} onToggleLedger={onToggleLedger} onSignIn={onSignIn} />);
    const ledger = screen.getByRole('switch', { name: 'Are you using ledger?' }) as HTMLInputElement;
    expect(ledger.checked).toBe(true);
    fireEvent.click(ledger);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onToggleLedger).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
