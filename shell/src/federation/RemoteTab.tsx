import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteApp, resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Spinner } from '../layout/Spinner';

const lazyApps = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyApp(name: string): LazyExoticComponent<ComponentType> {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(() => loadRemoteApp(name));
    lazyApps.set(name, app);
  }
  return app;
}

/** A tab's remote App, loaded on first render, inside Suspense and an error boundary with Retry. */
export function RemoteTab({ name, label }: { name: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const App = lazyApp(name);
  const retry = () => {
    // A rejected lazy component stays rejected: drop it and make the runtime fetch the entry again.
    lazyApps.delete(name);
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
      <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
