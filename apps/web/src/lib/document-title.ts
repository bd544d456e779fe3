import { useEffect } from 'react';

// docs/product.md#routes-and-navigation: each screen names the browser's tab and history, "<screen> — Waggle".

/** Names the page after the screen (or the place) it shows, for as long as it shows it. */
export function useDocumentTitle(name: string): void {
  useEffect(() => {
    document.title = `${name} — Waggle`;
  }, [name]);
}
