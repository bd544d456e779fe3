/**
 * The only module that reads build-time configuration (docs/architecture.md#boundaries-enforced-by-lint). Values come from `VITE_*`
 * variables at build time; docs/operations.md#configuration lists them.
 */
interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface WebEnv {
  /** Origin of the hosted API for the native apps (docs/product.md#api-calls "{host}"); the web app uses its own. */
  apiOrigin: string;
  /** docs/product.md#sign-in-and-session: sign-in needs the identity configuration; null when any part is missing. */
  firebase: FirebaseWebConfig | null;
  /** A production build (`vite build`), not the dev server or a test: it alone runs the worker. */
  production: boolean;
  /** docs/product.md#preview-banner Other UI: a build for a hosting workspace shows the preview banner. */
  previewWorkspace: boolean;
}

const read = (name: string): string => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function webEnv(): WebEnv {
  const firebase = {
    apiKey: read('VITE_FIREBASE_API_KEY'),
    authDomain: read('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read('VITE_FIREBASE_PROJECT_ID'),
    appId: read('VITE_FIREBASE_APP_ID'),
  };
  const complete = firebase.apiKey && firebase.projectId && firebase.appId;
  return {
    apiOrigin: read('VITE_API_ORIGIN').replace(/\/+$/, ''),
    firebase: complete
      ? { ...firebase, authDomain: firebase.authDomain || `${firebase.projectId}.firebaseapp.com` }
      : null,
    production: import.meta.env.PROD,
    previewWorkspace: ['true', '1'].includes(read('VITE_PREVIEW_WORKSPACE')),
  };
}

/** docs/product.md#error-messages "Missing environment variable": a configuration error where the value is needed. */
export function requireEnv(key: 'apiOrigin', variable: string): string {
  const value = webEnv()[key];
  if (!value) {
    throw new Error(`Configuration error: ${variable} is not set. Set it when building the app.`);
  }
  return value;
}
