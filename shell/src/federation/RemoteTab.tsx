import { Suspense, createElement, useContext, useState } from 'react';
import { forgetTab } from './tabLoads';
import { useTabApp } from './useTabApp';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Spinner } from '../layout/Spinner';
import { TabHeader } from './TabHeader';
import { UpdateNotice } from './UpdateNotice';
import { ScreenPaintedContext } from '../layout/screenPainted';

/** The tab's loading frame: its name in the header and a spinner. */
function TabLoading({ label }: { label: string }) {
  return (
    <>
      <TabHeader label={label} />
      <Spinner label={`Loading ${label}`} />
    </>
  );
}

function RemoteApp({ name, label }: { name: string; label: string }) {
  const App = useTabApp(name);
  // A screen that has not painted yet shows the header first (../layout/screenPainted.ts).
  const painted = useContext(ScreenPaintedContext);
  // The remote's own module export, the same component on every render (not one made here).
  return App && painted ? createElement(App) : <TabLoading label={label} />;
}

/** A tab's remote App, loaded on first render, inside Suspense and an error boundary with Retry. */
export function RemoteTab({ name, label }: { name: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // A rejected load stays rejected: forget it and make the runtime fetch the entry again.
    forgetTab(name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} name={name} label={label} onRetry={retry}>
      {/* For what the tab itself may suspend on; its own load is not one of those (./useTabApp.ts). */}
      <Suspense fallback={<TabLoading label={label} />}>
        <UpdateNotice name={name} label={label} />
        <RemoteApp name={name} label={label} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
