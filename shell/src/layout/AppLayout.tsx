import { lazy, Suspense, useMemo, type MouseEvent } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { Header } from '../header/Header';
import { HeaderWarmup } from '../header/HeaderWarmup';
import { BottomNav } from '../nav/BottomNav';
import { useGoodNewsWatch } from '../nav/useGoodNews';
import { preloadTab } from '../federation/tabLoads';
import { SignInScreen } from '../signin/SignInScreen';
import { LoadingScreen } from '../signin/LoadingScreen';
import { AboutPage } from '../about/AboutPage';
import { tabAt } from '../tabs';
import { KeptTabs } from './KeptTabs';
import { ScreenPaintedContext, useFirstFramePainted } from './screenPainted';

// The QR encoder comes with the page that shows it.
const ReceivePage = lazy(() => import('../receive/ReceivePage'));

/** The three layout states (docs/product-rules.md, "Layout states"): logged in (0), logged out (1, at start), loading (2). */
export function AppLayout({
  onSignIn,
  onCancelSignIn,
}: {
  onSignIn: () => void;
  onCancelSignIn: () => void;
}) {
  const layout = useLoginStore((s) => s.layout);
  const isLedger = useLoginStore((s) => s.isLedger);
  const toggleLedger = useLoginStore((s) => s.toggleLedger);

  if (layout === Layout.Loading) {
    return (
      <>
        <LoadingScreen onCancel={onCancelSignIn} />
        <HeaderWarmup />
      </>
    );
  }
  if (layout === Layout.LoggedOut) {
    return <SignInScreen isLedger={isLedger} onToggleLedger={toggleLedger} onSignIn={onSignIn} />;
  }
  return <LoggedIn />;
}

/** Moves focus to the page itself, so the next Tab reaches its first control, not the header's. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('content')?.focus();
}

/**
 * Header, the tabs (docs/architecture.md, "Run time"), the shell's own pages, and the bottom navigation. The
 * first frame after sign-in holds the header with the balances; the tab's page and the navigation follow in
 * the next (./screenPainted.ts).
 */
function LoggedIn() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const place = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const shown = tabAt(location.pathname);
  const painted = useFirstFramePainted();
  // Opened tabs are kept for this session only: another wallet, or the next sign-in, starts with none.
  const session = useLoginStore((s) => `${s.publicKey} ${s.token}`);
  useGoodNewsWatch();
  return (
    <div className="app">
      {/* The first stop of the keyboard: past the header to the page (docs/product-rules.md, "Keyboard"). */}
      <a className="skip-link" href="#content" onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <main className="app__content" id="content" tabIndex={-1}>
        <ScreenPaintedContext.Provider value={painted}>
          <KeptTabs key={session} shown={shown} place={place} />
        </ScreenPaintedContext.Provider>
        {!shown && (
          <Routes>
            <Route path="/about" element={<AboutPage />} />
            <Route
              path="/receive"
              element={
                <Suspense fallback={null}>
                  <ReceivePage />
                </Suspense>
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        )}
      </main>
      {/* Fixed at the bottom, so it moves nothing when it comes a frame after the header and its balances. */}
      {painted && <BottomNav onIntent={preloadTab} />}
    </div>
  );
}
