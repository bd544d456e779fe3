import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { haptic } from '../../../lib/native/haptics';
import { paths } from '../../../lib/paths';
import { AccessibilityControls } from './accessibility-controls';
import { DistanceUnitControl } from './distance-unit-control';

/**
 * The accessibility bottom sheet (docs/product.md#accessibility-and-display): the accessibility settings of docs/product.md#accessibility-and-display, the distance
 * unit included; changes apply at once; Done, Close, Escape and the backdrop all close it; Done
 * and "All settings" press like buttons (docs/product.md#haptics).
 */
export default function AccessibilitySheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Display and accessibility"
      description="Text size, theme, contrast, colours, motion and distances. Changes show at once."
      footer={
        <div className="flex flex-wrap justify-between gap-2">
          <Link
            href={paths.settings}
            className={secondaryButtonClasses}
            onClick={() => {
              haptic('buttonPress');
              onOpenChange(false);
            }}
          >
            All settings
          </Link>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      }
    >
      <div className="grid gap-4">
        <AccessibilityControls />
        <DistanceUnitControl />
      </div>
    </BottomSheet>
  );
}
