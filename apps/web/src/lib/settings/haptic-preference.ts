import type { HapticLevel } from '../native/haptics';

/** docs/product.md#haptics: stored locally under this key, as one of the levels' words. */
export const hapticPreferenceKey = 'haptic_preference';

export type HapticPreference = HapticLevel;

const hapticPreferences: readonly HapticPreference[] = ['off', 'minimal', 'enhanced'];

/** docs/product.md#haptics: enhanced unless something else is stored. */
const defaultHapticPreference: HapticPreference = 'enhanced';

export const parseHapticPreference = (stored: string | null): HapticPreference =>
  hapticPreferences.find((preference) => preference === stored) ?? defaultHapticPreference;
