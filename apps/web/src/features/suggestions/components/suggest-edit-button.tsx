import type { Place } from '@waggle/shared/places';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { signInPath } from '../../../lib/return-path';
import { EditSuggestionDialog } from './edit-suggestion-dialog';
import { Button } from '../../../components/ui/button';

/** The place page's address that opens its edit dialog: where sign-in comes back to. */
const openParam = 'suggest-edit';

/**
 * "Suggest an edit" on a place: opens the edit-suggestion dialog, or, signed out (`userId`
 * null), leads to sign-in and back to this place with the dialog open (docs/product.md#drafts).
 */
export function SuggestEditButton({ place, userId }: { place: Place; userId: number | null }) {
  const [location] = useLocation();
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState(() => userId !== null && search.has(openParam));
  if (userId === null) {
    return (
      <Link href={signInPath(`${location}?${openParam}`)} className={secondaryButtonClasses}>
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
      <EditSuggestionDialog
        place={place}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Back to the place's own address: a reload does not open the dialog again.
          if (!next && search.has(openParam)) {
            setSearch(
              (params) => {
                const kept = new URLSearchParams(params);
                kept.delete(openParam);
                return kept;
              },
              { replace: true },
            );
          }
        }}
      />
    </>
  );
}
