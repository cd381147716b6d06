import { Component, type ReactNode } from 'react';
import { markPageReady } from '../../app/runtime/mark-ready';

interface Props {
  /** The area's name, for the message. */
  area: string;
  /** Changing it clears a shown error (e.g. the visitor went to another page). */
  resetKey: string;
  onRetry?: () => void;
  /** Told of every error caught, before the fallback shows. */
  onError?: (error: Error) => void;
  children: ReactNode;
  /** A compact fallback for header widgets. */
  compact?: boolean;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Layer 3: a render-time failure in one area shows that area's fallback and nothing else breaks. */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    markPageReady();
    console.error(`The ${this.props.area} area failed to render`, error);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.compact) return null;
    return (
      <section className="area-fallback" role="alert" aria-labelledby="area-fallback-title">
        <h1 id="area-fallback-title">This part of the site is unavailable</h1>
        <p>
          The {this.props.area} area could not be loaded just now. The rest of the site still works.
        </p>
        <button type="button" onClick={this.retry}>
          Try again
        </button>
      </section>
    );
  }
}
