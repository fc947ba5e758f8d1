import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Layout, onNotice, shortPublicKey, useHeaderStore, useLoginStore } from '@companion/shared-state';
import { endSession, useLiveSession } from '@companion/shared-state/host';
import { showNotice, useNotice } from './notice';
import { TAB, TAB_PATH, TabApp } from './tab';
import { useDevWalletSignIn } from './useDevWalletSignIn';

/** A bare header (the tab's title and back button, the signed-in key, sign in / out) and the tab itself. */
export function StandaloneFrame({ devWallet }: { devWallet: boolean }) {
  const layout = useLoginStore((s) => s.layout);
  const publicKey = useLoginStore((s) => s.publicKey);
  const title = useHeaderStore((s) => s.title);
  const hasBack = useHeaderStore((s) => s.hasBack);
  const notice = useNotice((s) => s.text);
  const signIn = useDevWalletSignIn();
  const navigate = useNavigate();
  useLiveSession();
  // What a tab notify()s, which the shell shows as a toast.
  useEffect(() => onNotice(({ message }) => showNotice(message)), []);

  return (
    <div className="standalone">
      <header className="standalone__bar">
        {hasBack && layout === Layout.LoggedIn && (
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
        )}
        <h1>{layout === Layout.LoggedIn ? title.toUpperCase() : `${TAB.title} tab`}</h1>
        {layout === Layout.LoggedIn && (
          <>
            <span className="standalone__key">{shortPublicKey(publicKey)}</span>
            <button type="button" onClick={() => endSession({ revoke: true })}>
              Sign out
            </button>
          </>
        )}
      </header>
      {notice && (
        <p className="standalone__notice" role="status">
          {notice}
        </p>
      )}
      {layout === Layout.LoggedIn ? (
        <main className="standalone__tab" data-standalone-tab={TAB.name}>
          <Routes>
            <Route path={TAB_PATH} element={<TabApp />} />
            <Route path="*" element={<Navigate to={TAB.route} replace />} />
          </Routes>
        </main>
      ) : (
        <main className="standalone__signin">
          <p>
            The {TAB.title} tab, running alone against the local stack. Sign in to see it as a player does.
          </p>
          {devWallet ? (
            <button type="button" onClick={signIn} disabled={layout === Layout.Loading}>
              {layout === Layout.Loading ? 'Signing in…' : 'Sign in with the Local Dev Wallet'}
            </button>
          ) : (
            <p role="alert">This stack has no local dev wallet: start it with npm start.</p>
          )}
        </main>
      )}
    </div>
  );
}
