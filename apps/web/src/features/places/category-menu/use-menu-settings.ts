import { useCallback, useEffect, useState } from 'react';
import { toastError } from '../../../lib/errors';
import {
  categoryMenuSettingsEvent,
  defaultMenuSettings,
  loadMenuSettings,
  saveMenuSettings,
  type CategoryMenuSettings,
} from './menu-settings';

/** The category menu settings, kept in step with every other place that changes them. */
export function useMenuSettings() {
  const [settings, setSettings] = useState<CategoryMenuSettings>(defaultMenuSettings);

  useEffect(() => {
    let cancelled = false;
    void loadMenuSettings().then((loaded) => {
      if (!cancelled) setSettings(loaded);
    });
    const onChange = (event: Event) => {
      setSettings((event as CustomEvent<CategoryMenuSettings>).detail);
    };
    window.addEventListener(categoryMenuSettingsEvent, onChange);
    return () => {
      cancelled = true;
      window.removeEventListener(categoryMenuSettingsEvent, onChange);
    };
  }, []);

  const update = useCallback(
    (change: Partial<CategoryMenuSettings>) => {
      const next = { ...settings, ...change };
      setSettings(next);
      saveMenuSettings(next).catch((error: unknown) => {
        toastError("Couldn't save the menu settings", error);
      });
    },
    [settings],
  );

  return [settings, update] as const;
}
