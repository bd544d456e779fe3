import { ExceptionCode } from '@capacitor/core';
import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';
import { getPlatform, type Platform } from '../platform';

/** docs/product.md#haptics: the kinds of feedback. */
export type HapticType =
  | 'light'
  | 'medium'
  | 'heavy'
  | 'selectionStart'
  | 'selectionChanged'
  | 'selectionEnd'
  | 'success'
  | 'warning'
  | 'error';

/** docs/product.md#haptics, stored under `haptic_preference` by the settings. */
export type HapticLevel = 'off' | 'minimal' | 'enhanced';

/**
 * docs/product.md#haptics: every trigger and the feedback it gives, with where it is wired (paths under
 * apps/web/src).
 */
export const hapticTriggers = {
  // app/bottom-nav.tsx, switching to another tab (docs/product.md#routes-and-navigation: a light tap).
  tabSwitch: 'light',
  // components/ui/button.tsx (Button: Save, Send, Suggest an edit, Delete…; a submit button's
  // form gives it once its checks pass), components/ui/button-link.tsx (ButtonLink), and the
  // Directions link, the Report button, the native "Add photo" button and the accessibility
  // sheet's "All settings" link.
  buttonPress: 'light',
  // app/routes/location-detail.tsx, "Back to Explore"; Android's back button calls it too.
  backNavigation: 'light',
  // features/places/components/place-card.tsx (a card in a list) and
  // components/map/clustered-markers.tsx (a place's marker).
  locationTap: 'light',
  // features/favorites/api/toggle-favorite.ts, as the heart changes.
  favoriteToggle: 'medium',
  // features/places/components/place-actions.tsx, once the share sheet has shared.
  shareSuccess: 'success',
  // features/reviews/components/star-input.tsx.
  ratingChange: 'selectionChanged',
  // features/reviews/components/review-form.tsx: a review that passed its checks is sent…
  reviewSubmit: 'medium',
  // …and stored (its "Review saved" toast gives this instead of the generic success).
  reviewSuccess: 'success',
  // features/images/components/photo-picker.tsx: "Take photo" opens the camera…
  cameraButton: 'medium',
  // …the shutter: a photo taken…
  photoCaptured: 'heavy',
  // …or one chosen from the library or the files.
  photoSelected: 'selectionChanged',
  // components/ui/toast-store.ts: every toast but a destructive one, unless it names its own
  // ("Review saved"); a suggestion sent (its thanks is on the page) and a photo stored.
  genericSuccess: 'success',
  // components/ui/toast-store.ts: a destructive toast; a failure said in a dialog
  // (features/reviews/components/delete-review-button.tsx).
  genericError: 'error',
  // components/ui/labelled-field.tsx (every TextField, TextArea and SelectField) and
  // features/places/explore/search-box.tsx.
  inputFocus: 'light',
  // The forms' own checks failing: review, report, suggestion (use-suggestion-form.ts), profile,
  // place fields, reject note; a photo refused before upload.
  formValidation: 'warning',
  // A form's send failing (under the fields, in the form, or in its toast); an upload failing.
  formError: 'error',
  // features/places/explore/filter-bar.tsx: a category chip or a dog-policy toggle.
  filterChange: 'selectionChanged',
  // features/places/explore/explore-view.tsx: the category menu opens…
  multiSelectStart: 'selectionStart',
  // …features/places/category-menu/category-menu.tsx: a category ticked or cleared…
  multiSelectItem: 'selectionChanged',
  // …and features/places/explore/explore-view.tsx: it closes.
  multiSelectEnd: 'selectionEnd',
} as const satisfies Record<string, HapticType>;

export type HapticTrigger = keyof typeof hapticTriggers;

// docs/product.md#haptics: minimal lets only these through.
const minimalTypes: ReadonlySet<HapticType> = new Set(['heavy', 'success', 'warning', 'error']);

// docs/product.md#haptics: one feedback of a type per 100 ms, one of any type per 31 ms.
export const perTypeIntervalMs = 100;
export const anyTypeIntervalMs = 31;

// docs/product.md#haptics: about 30 % of light impacts are dropped on Android in enhanced mode.
const androidLightDropShare = 0.3;

// Capacitor rejects with one of these codes when a plugin or method is missing or cannot run.
const unsupportedCodes: readonly unknown[] = [
  ExceptionCode.Unimplemented,
  ExceptionCode.Unavailable,
];

const isUnsupported = (failure: unknown): boolean =>
  typeof failure === 'object' &&
  failure !== null &&
  'code' in failure &&
  unsupportedCodes.includes(failure.code);

// Capacitor's enums are read when feedback is given, not when the module loads.
function impactStyle(type: 'light' | 'medium' | 'heavy'): ImpactStyle {
  switch (type) {
    case 'light':
      return ImpactStyle.Light;
    case 'medium':
      return ImpactStyle.Medium;
    case 'heavy':
      return ImpactStyle.Heavy;
  }
}

function notificationType(type: 'success' | 'warning' | 'error'): NotificationType {
  switch (type) {
    case 'success':
      return NotificationType.Success;
    case 'warning':
      return NotificationType.Warning;
    case 'error':
      return NotificationType.Error;
  }
}

export interface HapticEngine {
  /** Gives the trigger's feedback, if the level, the rate limits and the platform allow it. */
  haptic: (trigger: HapticTrigger) => void;
  setLevel: (level: HapticLevel) => void;
  getLevel: () => HapticLevel;
}

/**
 * docs/product.md#haptics: the native apps, and a browser with the Vibration API, where Capacitor
 * Haptics' web part plays its patterns through `navigator.vibrate`.
 */
export function hapticsAvailable(): boolean {
  return getPlatform() !== 'web' || typeof navigator.vibrate === 'function';
}

/**
 * The haptics rules (docs/product.md#haptics) over Capacitor Haptics; `random` decides Android's dropped light
 * impacts. Feedback is dropped, never queued.
 */
export function createHapticEngine(random: () => number): HapticEngine {
  let level: HapticLevel = 'enhanced';
  // docs/product.md#haptics: iOS reporting haptics unsupported turns them off for the session.
  let unsupported = false;
  // iOS ticks a selection change only inside a started selection (the category menu's).
  let selecting = false;
  let lastAny = -Infinity;
  const lastOfType = new Map<HapticType, number>();

  function allowed(type: HapticType, platform: Platform): boolean {
    if (level === 'off' || (level === 'minimal' && !minimalTypes.has(type))) return false;
    const now = performance.now();
    const last = lastOfType.get(type) ?? -Infinity;
    if (now - lastAny < anyTypeIntervalMs || now - last < perTypeIntervalMs) return false;
    const dropped =
      platform === 'android' &&
      level === 'enhanced' &&
      type === 'light' &&
      random() < androidLightDropShare;
    if (dropped) return false;
    lastAny = now;
    lastOfType.set(type, now);
    return true;
  }

  function send(type: HapticType, platform: Platform): Promise<void> {
    switch (type) {
      case 'light':
      case 'medium':
      case 'heavy':
        return Haptics.impact({ style: impactStyle(type) });
      case 'success':
      case 'warning':
      case 'error':
        // docs/product.md#haptics: non-iOS platforms use a heavy impact for notifications.
        return platform === 'ios'
          ? Haptics.notification({ type: notificationType(type) })
          : Haptics.impact({ style: ImpactStyle.Heavy });
      case 'selectionStart':
        selecting = true;
        return Haptics.selectionStart();
      case 'selectionChanged':
        if (selecting) return Haptics.selectionChanged();
        return Haptics.selectionStart()
          .then(() => Haptics.selectionChanged())
          .then(() => Haptics.selectionEnd());
      case 'selectionEnd':
        selecting = false;
        return Haptics.selectionEnd();
    }
  }

  return {
    haptic(trigger) {
      const platform = getPlatform();
      if (!hapticsAvailable() || unsupported) return;
      const type = hapticTriggers[trigger];
      if (!allowed(type, platform)) return;
      // A plugin that throws at once is handled as one that rejects.
      new Promise<void>((resolve) => resolve(send(type, platform))).catch((failure: unknown) => {
        // docs/product.md#haptics: every other failure is ignored.
        if (platform === 'ios' && isUnsupported(failure)) unsupported = true;
      });
    },
    setLevel(next) {
      level = next;
    },
    getLevel: () => level,
  };
}

const engine = createHapticEngine(Math.random);

/** The one entry point: the feedback for `trigger` (see hapticTriggers), fire and forget. */
export function haptic(trigger: HapticTrigger): void {
  engine.haptic(trigger);
}

/** The settings call it with the stored preference on load and on every change. */
export function setHapticLevel(level: HapticLevel): void {
  engine.setLevel(level);
}

/** docs/product.md#accessibility-and-display: enhanced until the settings say otherwise. */
export function getHapticLevel(): HapticLevel {
  return engine.getLevel();
}
