import { Component, type ReactNode } from 'react';
import { MapPinOff, RefreshCw } from 'lucide-react';
import { retryFailedLoads } from '../../lib/retryable-lazy';
import { Button } from '../ui/button';

interface State {
  /** What the map failed with; null while it is fine. */
  error: unknown;
}

/**
 * Keeps a map that failed (its chunk did not load, or Leaflet broke) to its own slot: a short
 * message and "Try again" stand in its place, and the rest of the screen (a form being typed, the
 * place) stays as it is.
 */
export class MapBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  retry = () => {
    // The chunk that failed gets a fresh loader, so the map is fetched again.
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    // Offline is the likely cause: the map's code and tiles come from the network.
    const text = navigator.onLine
      ? "The map couldn't load. Please try again."
      : "The map couldn't load. Check your connection and try again.";
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-700 dark:border-stone-700 dark:text-stone-300">
        <p className="flex items-center gap-2">
          <MapPinOff aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </p>
        <Button variant="secondary" onClick={this.retry}>
          <RefreshCw aria-hidden="true" className="size-4" /> Try again
        </Button>
      </div>
    );
  }
}
