import { Component, type ReactNode } from 'react';
import { TabHeader } from './TabHeader';

interface Props {
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
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="remote-error" role="alert">
        <TabHeader label={this.props.label} />
        <h2>The {this.props.label} tab is unavailable</h2>
        <p>It could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
