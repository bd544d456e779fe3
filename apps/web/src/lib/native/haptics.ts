import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { getPlatform, isNativePlatform } from '../platform';

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

/** spec §9 Haptics: a success notification on iOS; other platforms use a heavy impact. */
export function triggerSuccessHaptic(): void {
  if (!isNativePlatform()) return;
  const done =
    getPlatform() === 'ios'
      ? Haptics.notification({ type: NotificationType.Success })
      : Haptics.impact({ style: ImpactStyle.Heavy });
  done.catch(() => undefined);
}
