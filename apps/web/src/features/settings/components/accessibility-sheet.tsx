import { Accessibility } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { haptic } from '../../../lib/native/haptics';
import { paths } from '../../../lib/paths';
import { AccessibilityControls } from './accessibility-controls';
import { DistanceUnitControl } from './distance-unit-control';
import { IconButton } from '../../../components/ui/icon-button';

/**
 * The accessibility bottom sheet (spec §2) and the control on each main screen that opens it.
 * It holds the accessibility settings of spec §3, the distance unit included; changes apply at
 * once; Done, Close, Escape and the backdrop all close it; Done and "All settings" press like
 * buttons (spec §9 button press).
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
        description="Text size, theme, contrast, colours, motion and distances. Changes show at once."
        footer={
          <div className="flex flex-wrap justify-between gap-2">
            <Link
              href={paths.settings}
              className={secondaryButtonClasses}
              onClick={() => {
                haptic('buttonPress');
                setOpen(false);
              }}
            >
              All settings
            </Link>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        }
      >
        <div className="grid gap-4">
          <AccessibilityControls />
          <DistanceUnitControl />
        </div>
      </BottomSheet>
    </>
  );
}
