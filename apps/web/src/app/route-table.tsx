import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '../lib/paths';

interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

// spec §2 Route table. Every screen loads on demand; any other path is the not-found screen.
export const routeTable: readonly RouteEntry[] = [
  { path: paths.home, screen: lazy(() => import('./routes/home')) },
  { path: paths.saved, screen: lazy(() => import('./routes/saved')) },
  { path: paths.profile, screen: lazy(() => import('./routes/profile')) },
  { path: paths.location(':id'), screen: lazy(() => import('./routes/location-detail')) },
  { path: paths.suggest, screen: lazy(() => import('./routes/suggest')) },
  { path: paths.settings, screen: lazy(() => import('./routes/settings')) },
  { path: paths.admin, screen: lazy(() => import('./routes/admin')) },
  { path: paths.signup, screen: lazy(() => import('./routes/signup')) },
  { path: paths.motdArchive, screen: lazy(() => import('./routes/motd-archive')) },
];

export const NotFoundScreen = lazy(() => import('./routes/not-found'));
