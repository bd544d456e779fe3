import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { getPlatform, isNativePlatform } from '../platform';

export type ImpactHaptic = 'light' | 'medium' | 'heavy';
export type NotificationHaptic = 'success' | 'warning' | 'error';

const styles: Record<ImpactHaptic, ImpactStyle> = {
  light: ImpactStyle.Light,
  medium: ImpactStyle.Medium,
  heavy: ImpactStyle.Heavy,
};

// Read when a notification is given, not when the module loads.
function notificationType(kind: NotificationHaptic): NotificationType {
  switch (kind) {
    case 'success':
      return NotificationType.Success;
    case 'warning':
      return NotificationType.Warning;
    case 'error':
      return NotificationType.Error;
  }
}

/** Fire-and-forget impact feedback on native; nothing on the web. Failures are ignored (spec §4). */
export function triggerHaptic(kind: ImpactHaptic): void {
  if (!isNativePlatform()) return;
  Haptics.impact({ style: styles[kind] }).catch(() => undefined);
}

/** spec §9 Haptics: a notification on iOS; other platforms use a heavy impact. */
export function triggerNotificationHaptic(kind: NotificationHaptic): void {
  if (!isNativePlatform()) return;
  const done =
    getPlatform() === 'ios'
      ? Haptics.notification({ type: notificationType(kind) })
      : Haptics.impact({ style: ImpactStyle.Heavy });
  done.catch(() => undefined);
}

export const triggerSuccessHaptic = (): void => triggerNotificationHaptic('success');

/**
 * spec §9 Haptics "selection changed": one selection tick. iOS gives it only inside a started
 * selection, so it is started and ended around it.
 */
export function triggerSelectionHaptic(): void {
  if (!isNativePlatform()) return;
  Haptics.selectionStart()
    .then(() => Haptics.selectionChanged())
    .then(() => Haptics.selectionEnd())
    .catch(() => undefined);
}
