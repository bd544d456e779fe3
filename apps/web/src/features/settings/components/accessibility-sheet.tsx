import { Accessibility } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { toastError } from '../../../lib/errors';
import type AccessibilitySheetPanel from './accessibility-sheet-panel';

// The sheet's code loads when it is first wanted (the pointer or the focus reaches its button),
// not with every main screen.
const loadSheet = () => import('./accessibility-sheet-panel');
const preloadSheet = () => {
  loadSheet().catch(() => undefined);
};

/** The control on each main screen that opens the accessibility bottom sheet (spec §2). */
export function AccessibilitySheetButton() {
  const [open, setOpen] = useState(false);
  // Kept from its first opening on, so that it can animate closed.
  const [Sheet, setSheet] = useState<ComponentType<
    Parameters<typeof AccessibilitySheetPanel>[0]
  > | null>(null);
  return (
    <>
      <IconButton
        label="Display and accessibility"
        icon={Accessibility}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          // Loaded already: it opens in this very event, as any button's dialog does.
          if (Sheet) {
            setOpen(true);
            return;
          }
          loadSheet().then(
            (module) => {
              setSheet(() => module.default);
              setOpen(true);
            },
            (error: unknown) => toastError("Couldn't open display settings", error),
          );
        }}
      />
      {Sheet && <Sheet open={open} onOpenChange={setOpen} />}
    </>
  );
}
