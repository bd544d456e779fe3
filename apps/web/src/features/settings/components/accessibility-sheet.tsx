import { Accessibility } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses, secondaryButtonClasses } from '../../../components/ui/button-link';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { paths } from '../../../lib/paths';
import { AccessibilityControls } from './accessibility-controls';
import { IconButton } from '../../../components/ui/icon-button';

/**
 * The accessibility bottom sheet (spec §2) and the control on each main screen that opens it.
 * Changes apply at once; Done, Close, Escape and the backdrop all close it.
 */
export function AccessibilitySheetButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Display and accessibility"
        icon={Accessibility}
        onClick={() => setOpen(true)}
      />
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title="Display and accessibility"
        description="Text size, theme, contrast, colours and motion. Changes show at once."
        footer={
          <div className="flex flex-wrap justify-between gap-2">
            <Link
              href={paths.settings}
              className={secondaryButtonClasses}
              onClick={() => setOpen(false)}
            >
              All settings
            </Link>
            <button type="button" className={buttonClasses} onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        }
      >
        <AccessibilityControls />
      </BottomSheet>
    </>
  );
}
