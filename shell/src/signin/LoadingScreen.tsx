import { useRef } from 'react';
import { Spinner } from '../layout/Spinner';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useTakeFocus } from '../focus/useTakeFocus';

export const WAITING_FOR_WALLET = 'Waiting for your wallet…';

/**
 * Shown while signing in (layout state 2): a spinner, what is awaited, and a way out. With no `onCancel`
 * (the app's own code is still loading) there is nothing to cancel yet.
 */
export function LoadingScreen({ onCancel }: { onCancel?: () => void }) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useTakeFocus(onCancel ? cancelButton : heading);
  useDocumentTitle('Signing in');
  return (
    <main className="loading-screen">
      <Spinner label="Signing in" />
      <h1 className="loading-screen__heading" tabIndex={-1} ref={heading}>
        {onCancel ? WAITING_FOR_WALLET : 'Loading…'}
      </h1>
      {onCancel && (
        <>
          <p className="loading-screen__text">Approve the sign-in message in your wallet.</p>
          <button type="button" className="button" onClick={onCancel} ref={cancelButton}>
            Cancel
          </button>
        </>
      )}
    </main>
  );
}
