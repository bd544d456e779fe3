import { Accessibility } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { useOnDemandPanel } from '../../../lib/use-on-demand-panel';

// The sheet's code loads when it is first wanted (the pointer or the focus reaches its button),
// not with every main screen.
const loadSheet = () => import('./accessibility-sheet-panel').then((module) => module.default);
const preloadSheet = () => {
  loadSheet().catch(() => undefined);
};

/** The control on each main screen that opens the accessibility bottom sheet (docs/product.md#accessibility-and-display). */
export function AccessibilitySheetButton() {
  const sheet = useOnDemandPanel(loadSheet, "Couldn't open display settings");
  return (
    <>
      <IconButton
        label="Display and accessibility"
        icon={Accessibility}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={sheet.show}
      />
      {sheet.Panel && <sheet.Panel open={sheet.open} onOpenChange={sheet.setOpen} />}
    </>
  );
}
