import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { retryableLazy } from '../lib/retryable-lazy';

interface RouteEntry {
  path: string;
  Screen: ComponentType;
}

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen's code with what every screen shares (the tooltips), loaded on demand together. */
const screen = (load: () => ScreenModule) =>
  retryableLazy(async () => {
    const [module, { withTooltips }] = await Promise.all([
      load(),
      import('../components/ui/tooltip'),
    ]);
    return { default: withTooltips(module.default) };
  });

const route = (path: string, load: () => ScreenModule): RouteEntry => ({
  path,
  Screen: screen(load),
});

// docs/product.md#routes-and-navigation. Every screen loads on demand; any other path is the not-found screen.
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

export const NotFoundScreen = screen(() => import('./routes/not-found'));
