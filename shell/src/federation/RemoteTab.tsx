import { Suspense, use, useState } from 'react';
import { loadRemoteApp, resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Spinner } from '../layout/Spinner';
import { TabHeader } from './TabHeader';
import { UpdateNotice } from './UpdateNotice';

type RemoteModule = Awaited<ReturnType<typeof loadRemoteApp>>;

/** One load per remote, shared by every render; a failed one is dropped by Retry. */
const loads = new Map<string, Promise<RemoteModule>>();

function loadOnce(name: string): Promise<RemoteModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteApp(name);
    loads.set(name, load);
  }
  return load;
}

function RemoteApp({ name }: { name: string }) {
  const { default: App } = use(loadOnce(name));
  return <App />;
}

/** A tab's remote App, loaded on first render, inside Suspense and an error boundary with Retry. */
export function RemoteTab({ name, label }: { name: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // A rejected load stays rejected: forget it and make the runtime fetch the entry again.
    loads.delete(name);
    resetRemote(name);
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
