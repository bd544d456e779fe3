import { RadioGroup } from '../../../components/ui/radio-group';
import { Slider } from '../../../components/ui/slider';
import { SwitchField } from '../../../components/ui/switch-field';
import {
  maxSensitivity,
  minSensitivity,
  type CategoryMenuSettings,
  type MenuSide,
} from './menu-settings';

const sides: { value: MenuSide; label: string }[] = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
];

/** docs/product.md#category-menu: the side it opens from, the edge swipe and its sensitivity. */
export function MenuSettingsFields({
  settings,
  onChange,
}: {
  settings: CategoryMenuSettings;
  onChange: (change: Partial<CategoryMenuSettings>) => void;
}) {
  return (
    <div className="grid gap-3">
      <RadioGroup
        label="Open the category menu from the"
        options={sides}
        value={settings.side}
        onChange={(side) => onChange({ side })}
      />
      <SwitchField
        label="Swipe in from the edge to open"
        checked={settings.gesturesEnabled}
        onChange={(gesturesEnabled) => onChange({ gesturesEnabled })}
      />
      <Slider
        label="Swipe sensitivity"
        min={minSensitivity}
        max={maxSensitivity}
        value={settings.sensitivity}
        onChange={(sensitivity) => onChange({ sensitivity })}
        valueText={`${settings.sensitivity} of ${maxSensitivity}`}
        ends={['Long swipe', 'Short swipe']}
        disabled={!settings.gesturesEnabled}
      />
    </div>
  );
}
