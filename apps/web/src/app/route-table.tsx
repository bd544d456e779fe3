import { paths } from '../lib/paths';
import { lazyScreen, type LazyScreen } from './lazy-screen';

interface RouteEntry extends LazyScreen {
  path: string;
}

const route = (path: string, load: Parameters<typeof lazyScreen>[0]): RouteEntry => ({
  path,
  ...lazyScreen(load),
});

// spec §2 Route table. Every screen loads on demand; any other path is the not-found screen.
export const routeTable: readonly RouteEntry[] = [
  route(paths.home, () => import('./routes/home')),
  route(paths.saved, () => import('./routes/saved')),
  route(paths.profile, () => import('./routes/profile')),
  route(paths.location(':id'), () => import('./routes/location-detail')),
  route(paths.suggest, () => import('./routes/suggest')),
  route(paths.settings, () => import('./routes/settings')),
  route(paths.admin, () => import('./routes/admin')),
  route(paths.signup, () => import('./routes/signup')),
  route(paths.motdArchive, () => import('./routes/motd-archive')),
];

export const notFoundRoute = lazyScreen(() => import('./routes/not-found'));

/** Gives every screen that failed to load a fresh loader. */
export function retryFailedScreens(): void {
  for (const entry of [...routeTable, notFoundRoute]) entry.retry();
}
