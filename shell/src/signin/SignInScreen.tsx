import { useId, useRef } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useTakeFocus } from '../focus/useTakeFocus';

interface Props {
  isLedger: 0 | 1;
  onToggleLedger: () => void;
  onSignIn: () => void;
}

/** The screen's name in the browser tab (also in the page's HTML, shell/prerender). */
export const SIGN_IN_TITLE = 'Sign in';

/** The logged-out screen (docs/product-rules.md, "Screens"): the texts are the product's exact words. */
export function SignInScreen({ isLedger, onToggleLedger, onSignIn }: Props) {
  const ledgerId = useId();
  const signInButton = useRef<HTMLButtonElement>(null);
  // Back from a cancelled or failed sign-in, focus lands on Sign In again, not on the page body.
  useTakeFocus(signInButton);
  useDocumentTitle(SIGN_IN_TITLE);
  return (
    <main className="sign-in">
      <h1 className="sign-in__heading">Please approve the message to sign in.</h1>
      <p className="sign-in__text">This is required to validate your session.</p>
      <button type="button" className="button button--primary" onClick={onSignIn} ref={signInButton}>
        Sign In
      </button>
      <label className="switch" htmlFor={ledgerId}>
        <input
          id={ledgerId}
          type="checkbox"
          role="switch"
          checked={isLedger === 1}
          aria-checked={isLedger === 1}
          onChange={onToggleLedger}
        />
        <span className="switch__track" aria-hidden="true" />
        <span>Are you using ledger?</span>
      </label>
    </main>
  );
}
