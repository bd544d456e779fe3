import { Haptics, ImpactStyle } from '@capacitor/haptics';
import { isNativePlatform } from '../platform';

export type ImpactHaptic = 'light' | 'medium' | 'heavy';

const styles: Record<ImpactHaptic, ImpactStyle> = {
  light: ImpactStyle.Light,
  medium: ImpactStyle.Medium,
  heavy: ImpactStyle.Heavy,
};

/** Fire-and-forget impact feedback on native; nothing on the web. Failures are ignored (spec §4). */
export function triggerHaptic(kind: ImpactHaptic): void {
  if (!isNativePlatform()) return;
  Haptics.impact({ style: styles[kind] }).catch(() => undefined);
}
