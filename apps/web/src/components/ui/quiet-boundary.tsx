import { Component, Suspense, type ReactNode } from 'react';
import { recordError } from '../../lib/recent-errors';

/**
 * Around a part nobody is waiting for (an announcement, the diagnostics panel, the toaster): nothing
 * shows while its code loads, and if it fails to load or to render, it is left out and its error
 * recorded, and the screen carries on without it.
 */
export class QuietBoundary extends Component<
  { what: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    recordError(this.props.what, error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
