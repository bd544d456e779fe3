import { RadioGroup } from '../../../components/ui/radio-group';
import type { HapticPreference } from '../../../lib/settings/haptic-preference';
import { useSettings } from '../../../lib/settings/settings-context';

const levels: { value: HapticPreference; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'enhanced', label: 'Enhanced' },
];

/** docs/product.md#haptics: off, minimal (important moments only) or enhanced (every tap). */
export function HapticsControl() {
  const { hapticPreference, setHapticPreference } = useSettings();
  return (
    <div>
      <RadioGroup
        label="Vibration on taps and alerts"
        options={levels}
        value={hapticPreference}
        onChange={setHapticPreference}
      />
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Minimal keeps only confirmations and warnings. Phones without vibration ignore this.
      </p>
    </div>
  );
}
