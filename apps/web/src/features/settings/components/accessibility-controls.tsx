import { RadioGroup } from '../../../components/ui/radio-group';
import { Slider } from '../../../components/ui/slider';
import { SwitchField } from '../../../components/ui/switch-field';
import {
  maxTextSize,
  minTextSize,
  reducesMotion,
  type DarkMode,
} from '../../../lib/settings/display-settings';
import { useSettings } from '../../../lib/settings/settings-context';
import { useSystemPreferences } from '../../../lib/settings/use-system-preferences';

const themes: { value: DarkMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Like my phone' },
];

/**
 * docs/product.md#accessibility-and-display, each applied the moment it changes (docs/product.md#accessibility-and-display): the Settings
 * screen and the accessibility sheet show the same controls.
 */
export function AccessibilityControls() {
  const { accessibility, updateAccessibility } = useSettings();
  const system = useSystemPreferences();
  return (
    <div className="grid gap-4">
      <Slider
        label="Text size"
        min={minTextSize}
        max={maxTextSize}
        value={accessibility.textSize}
        onChange={(textSize) => updateAccessibility({ textSize })}
        valueText={`${accessibility.textSize} of ${maxTextSize}`}
        ends={['Smaller', 'Larger']}
      />
      <RadioGroup
        label="Theme"
        options={themes}
        value={accessibility.darkMode}
        onChange={(darkMode) => updateAccessibility({ darkMode })}
      />
      <SwitchField
        label="High contrast"
        description="Stronger colours, underlined links and thicker focus outlines."
        checked={accessibility.highContrast}
        onChange={(highContrast) => updateAccessibility({ highContrast })}
      />
      <SwitchField
        label="Colour-blind friendly colours"
        description="Categories, ratings and map pins in colours that stay apart with red-green colour blindness."
        checked={accessibility.colorBlindMode}
        onChange={(colorBlindMode) => updateAccessibility({ colorBlindMode })}
      />
      <SwitchField
        label="Reduce motion"
        description="No animations or sliding; everything else works as before."
        // Until the person chooses, it shows what the system asks for.
        checked={reducesMotion(accessibility, system)}
        onChange={(reduceMotion) => updateAccessibility({ reduceMotion })}
      />
    </div>
  );
}
