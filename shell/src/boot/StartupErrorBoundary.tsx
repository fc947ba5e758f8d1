import { Component, type ReactNode } from 'react';
import { StartupFailure } from './sessionApp';

/** What the player sees when the app could not start; any other error goes on up as before. */
export class StartupErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof StartupFailure)) throw error;
    return (
      <main className="fatal" role="alert">
        <h1>The app could not start</h1>
        <p>{error.message}</p>
      </main>
    );
  }
}
