import { Preferences } from '@capacitor/preferences';

/** Device key-value storage on native (Capacitor Preferences). */
export const devicePreferences = {
  get: async (key: string) => (await Preferences.get({ key })).value,
  set: (key: string, value: string) => Preferences.set({ key, value }),
  remove: (key: string) => Preferences.remove({ key }),
  clear: () => Preferences.clear(),
};
