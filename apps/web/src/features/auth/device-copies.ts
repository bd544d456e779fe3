import { discardAllDrafts } from '../../lib/forms/drafts';
import { forgetSignedInCaches } from '../connectivity';

/**
 * What the person signing out leaves on this device goes: their drafts (docs/product.md#drafts)
 * and the photos and places the service worker kept (docs/product.md#sign-out), so the next
 * person finds none of them.
 */
export function forgetDeviceCopies(): void {
  discardAllDrafts();
  void forgetSignedInCaches();
}
