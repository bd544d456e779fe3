import type { Place } from '@waggle/shared/places';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { signInPath } from '../../../lib/return-path';
import { EditSuggestionDialog } from './edit-suggestion-dialog';
import { Button } from '../../../components/ui/button';

/**
 * "Suggest an edit" on a place: opens the edit-suggestion dialog, or, signed out (`userId`
 * null), leads to sign-in and back to this place.
 */
export function SuggestEditButton({ place, userId }: { place: Place; userId: number | null }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  if (userId === null) {
    return (
      <Link href={signInPath(location)} className={secondaryButtonClasses}>
        <PencilLine aria-hidden="true" className="size-4" />
        Sign in to suggest an edit
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PencilLine aria-hidden="true" className="size-4" />
        Suggest an edit
      </Button>
      <EditSuggestionDialog place={place} open={open} onOpenChange={setOpen} />
    </>
  );
}
