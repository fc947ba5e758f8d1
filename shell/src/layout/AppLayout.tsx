import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { Header } from '../header/Header';
import { BottomNav } from '../nav/BottomNav';
import { RemoteTab } from '../federation/RemoteTab';
import { preloadTab } from '../federation/tabLoads';
import { SignInScreen } from '../signin/SignInScreen';
import { LoadingScreen } from '../signin/LoadingScreen';
import { AboutPage } from '../about/AboutPage';
import { TABS } from '../tabs';

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

  if (layout === Layout.Loading) return <LoadingScreen onCancel={onCancelSignIn} />;
  if (layout === Layout.LoggedOut) {
    return <SignInScreen isLedger={isLedger} onToggleLedger={toggleLedger} onSignIn={onSignIn} />;
  }
  return (
    <div className="app">
      <Header />
      <main className="app__content">
        <Routes>
          {TABS.map((tab) => (
            <Route
              key={tab.remote}
              path={tab.path}
              // Keyed by tab: each tab has its own error boundary, not the previous tab's state.
              element={<RemoteTab key={tab.remote} name={tab.remote} label={tab.label} />}
            />
          ))}
          <Route path="/about" element={<AboutPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      <BottomNav onIntent={preloadTab} />
    </div>
  );
}
