import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { retryableLazy } from '../lib/retryable-lazy';

interface RouteEntry {
  path: string;
  Screen: ComponentType;
}

const route = (path: string, load: () => Promise<{ default: ComponentType }>): RouteEntry => ({
  path,
  Screen: retryableLazy(load),
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

export const NotFoundScreen = retryableLazy(() => import('./routes/not-found'));
