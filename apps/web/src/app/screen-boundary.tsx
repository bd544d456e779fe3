import { Component, type ReactNode } from 'react';
import { ScreenFailed } from './screen-failed';

interface Props {
  /** The current path: moving elsewhere clears a failure. */
  location: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a screen that failed (its code did not load, or it broke while rendering) inside the app
 * shell: the bottom bar stays, and the person can try again instead of facing a blank page.
 */
export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.location !== this.props.location && this.state.error !== null) {
      this.setState({ error: null });
    }
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ScreenFailed
        error={this.state.error}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
