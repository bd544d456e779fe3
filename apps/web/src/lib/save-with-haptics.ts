import { triggerNotificationHaptic, triggerSuccessHaptic } from './native/haptics';

/**
 * spec §9 Haptics "generic success and error": awaits a save, then gives the success notification
 * and resolves true, or gives the error one, hands the failure to `onFailure` and resolves false.
 */
export async function saveWithHaptics(
  save: Promise<unknown>,
  onFailure?: (failure: unknown) => void,
): Promise<boolean> {
  try {
    await save;
  } catch (failure) {
    triggerNotificationHaptic('error');
    onFailure?.(failure);
    return false;
  }
  triggerSuccessHaptic();
  return true;
}
