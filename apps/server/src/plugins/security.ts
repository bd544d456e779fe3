import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** The Auth emulator's port, which the browser then talks to directly (development only). */
  authEmulatorPort?: number;
  /** index.html's inline scripts, allowed by hash (the settings applied before the first paint). */
  inlineScriptHashes?: readonly string[];
  /** The maps' tile URL template (MAP_TILE_URL). */
  mapTileUrl: string;
  /** Where uploaded photos are served from: this server's public URL or the S3 bucket's. */
  imageBaseUrl: string;
}

// Firebase Authentication: its REST endpoints, Google's sign-in script for popups, and the
// auth domain's helper frame (docs/architecture.md#sign-in-and-accounts).
const firebaseConnect = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
const firebaseFrames = [
  'https://*.firebaseapp.com',
  'https://*.web.app',
  'https://accounts.google.com',
];

/**
 * The CSP source that allows every URL on `url`'s host: its scheme, host and port, where a Leaflet
 * placeholder filling the host's first label (`{s}.tile…` subdomains) becomes the `*.` wildcard.
 */
function hostSource(url: string): string {
  const [, scheme = '', host = ''] = /^([a-z][a-z\d+.-]*:\/\/)([^/?#]+)/i.exec(url) ?? [];
  return `${scheme}${host.replace(/^[^.]*\{\w+\}[^.]*\./, '*.')}`.toLowerCase();
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const emulator = options.authEmulatorPort ? [`http://*:${options.authEmulatorPort}`] : [];
  // The map's tile server and the photo store. The service worker fetches tiles and photos itself
  // to cache them, under this same policy (sent with /sw.js), so their hosts may be connected to;
  // as images they are named too, for a tile server or store on plain http.
  const imageHosts = [hostSource(options.mapTileUrl), hostSource(options.imageBaseUrl)];
  // Built once: the headers are the same for every answer, and building them per request (as
  // Fastify's helmet plugin does) cost 2–4 % of the server's CPU under load.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []), 'https://apis.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Any https image besides: an announcement may show one from any host (the admin gives
        // its URL), as profile photos come from the sign-in provider's.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageHosts],
        connectSrc: ["'self'", ...firebaseConnect, ...emulator, ...imageHosts],
        // docs/product.md#connectivity-and-offline: the service worker at the site root, and the web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: [...firebaseFrames, ...emulator],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The native shells load the API cross-origin; their requests carry no cookies (docs/product.md#api-calls).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The sign-in popup must keep its opener to hand the result back (Firebase popup flow).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
