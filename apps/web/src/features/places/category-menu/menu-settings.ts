import { storage } from '../../../lib/storage';

export type MenuSide = 'left' | 'right';

export interface CategoryMenuSettings {
  side: MenuSide;
  gesturesEnabled: boolean;
  /** 1 (a long swipe opens the menu) to 5 (a short one does). */
  sensitivity: number;
}

const categoryMenuSettingsKey = 'category_menu_settings';
export const categoryMenuSettingsEvent = 'categoryMenuSettingsChanged';

// docs/product.md#category-menu: right side, gestures on, sensitivity 3.
export const defaultMenuSettings: CategoryMenuSettings = {
  side: 'right',
  gesturesEnabled: true,
  sensitivity: 3,
};

export const minSensitivity = 1;
export const maxSensitivity = 5;

/** How far (px) a swipe in from the screen edge must travel to open the menu. */
export const swipeDistancePx = (sensitivity: number): number => 140 - 25 * sensitivity;

/** Stored settings with anything missing or out of range replaced by its default. */
export function parseMenuSettings(json: string | null): CategoryMenuSettings {
  let stored: Partial<Record<keyof CategoryMenuSettings, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // Unreadable settings fall back to the defaults.
  }
  const { sensitivity } = stored;
  return {
    side:
      stored.side === 'left' || stored.side === 'right' ? stored.side : defaultMenuSettings.side,
    gesturesEnabled:
      typeof stored.gesturesEnabled === 'boolean'
        ? stored.gesturesEnabled
        : defaultMenuSettings.gesturesEnabled,
    sensitivity:
      typeof sensitivity === 'number' &&
      Number.isInteger(sensitivity) &&
      sensitivity >= minSensitivity &&
      sensitivity <= maxSensitivity
        ? sensitivity
        : defaultMenuSettings.sensitivity,
  };
}

export const loadMenuSettings = async (): Promise<CategoryMenuSettings> =>
  parseMenuSettings(await storage.get(categoryMenuSettingsKey));

// docs/product.md#category-menu: persisted to device and local storage, then broadcast.
export async function saveMenuSettings(settings: CategoryMenuSettings): Promise<void> {
  await storage.setEverywhere(categoryMenuSettingsKey, JSON.stringify(settings));
  window.dispatchEvent(new CustomEvent(categoryMenuSettingsEvent, { detail: settings }));
}
