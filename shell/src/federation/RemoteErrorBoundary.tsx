import { Component, type ReactNode } from 'react';
import { TabHeader } from './TabHeader';
import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { useRefusedFiles } from './remoteIntegrity';
import { reportRenderError } from './tabOutcomes';

/** What the unavailable panel says: a file of the tab was refused by its hash, or it could not be loaded. */
function UnavailableReason({ name, error }: { name: string; error: Error }) {
  // A chunk the tab loads later fails as a download does; its check may still be running when the panel shows.
  const refusedLater = useRefusedFiles((state) => Boolean(state.byTab[name]));
  if (error instanceof RefusedTabError || refusedLater) {
    return (
      <p>
        Its files failed the app&rsquo;s safety check, so it was not started. The rest of the app works as
        usual. Try again later.
      </p>
    );
  }
  return <p>It could not be loaded. Check your connection and try again.</p>;
}

interface Props {
  /** The remote's name (config/tabs.json). */
  name: string;
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing tab inside its own panel: the header, nav and other tabs keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn(`The ${this.props.label} tab failed:`, error);
    reportRenderError(this.props.name, error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof IncompatibleTabError) {
      // Retrying would fetch the same build; a reload picks up a newer app or the version the config names now.
      return (
        <section className="remote-error" role="alert">
          <TabHeader label={this.props.label} />
          <h2>The {this.props.label} tab can&rsquo;t run in this version of the app</h2>
          <p>
            This version of the tab was built for {error.against} {error.builtFor}; this app provides{' '}
            {error.provided}. Reload to get the latest versions.
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </section>
      );
    }
    return (
      <section className="remote-error" role="alert">
        <TabHeader label={this.props.label} />
        <h2>The {this.props.label} tab is unavailable</h2>
        <UnavailableReason name={this.props.name} error={error} />
        <button type="button" className="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
