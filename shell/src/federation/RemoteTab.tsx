import { Suspense, use, useState } from 'react';
import { forgetTab, loadTab } from './tabLoads';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Spinner } from '../layout/Spinner';
import { TabHeader } from './TabHeader';
import { UpdateNotice } from './UpdateNotice';

function RemoteApp({ name }: { name: string }) {
  const { default: App } = use(loadTab(name));
  return <App />;
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
    <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
      <Suspense
        fallback={
          <>
            <TabHeader label={label} />
            <Spinner label={`Loading ${label}`} />
          </>
        }
      >
        <UpdateNotice name={name} label={label} />
        <RemoteApp name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
