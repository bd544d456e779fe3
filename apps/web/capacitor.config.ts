/// <reference types="@capacitor-firebase/authentication" />
import type { CapacitorConfig } from '@capacitor/cli';
import { KeyboardResize } from '@capacitor/keyboard';

// The Android and iOS apps wrap the web app's native build (`npm run cap:sync` makes it with
// `vite build --mode native`, then `cap sync` copies it in).
// docs/architecture.md#workspaces: app id `app.waggle`; the `waggle://` deep links are declared in the native
// projects (AndroidManifest.xml, Info.plist).
const config: CapacitorConfig = {
  appId: 'app.waggle',
  appName: 'Waggle',
  webDir: 'dist-native',
  android: {
    // Android 15 draws apps edge to edge: keep the web view between the status and navigation
    // bars, as on older Android versions, so no screen has to pad for them.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    FirebaseAuthentication: {
      // The plugin only fetches the provider's credential; the Firebase JS SDK signs in with it
      // (features/auth/identity/native-steps.ts), so the web layer holds the one session.
      skipNativeAuth: true,
      providers: ['google.com', 'apple.com'],
    },
    Keyboard: {
      // The web view shrinks to the space above the keyboard, so dialogs, sheets and the page all
      // end at the keyboard's top rather than behind it; src/lib/native/keyboard-helper.ts then
      // lifts the focused field clear of it by the margin of docs/product.md#keyboard.
      resize: KeyboardResize.Native,
      // Edge to edge (Android 15), the system no longer shrinks the web view for the keyboard:
      // the plugin does it instead.
      resizeOnFullScreen: true,
    },
  },
};

export default config;
