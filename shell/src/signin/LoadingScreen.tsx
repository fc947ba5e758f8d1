import { Spinner } from '../layout/Spinner';

/** Shown while signing in (layout state 2). */
export function LoadingScreen() {
  return (
    <main className="loading-screen">
      <Spinner label="Signing in" />
    </main>
  );
}
