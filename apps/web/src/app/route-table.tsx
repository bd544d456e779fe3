import type { ComponentType } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { paths } from '../lib/paths';
import { retryableLazy } from '../lib/retryable-lazy';

interface RouteEntry {
  path: string;
  Screen: ComponentType;
}

type ScreenModule = Promise<{ default: ComponentType }>;

/** `Screen` naming the page `title` (docs/product.md#routes-and-navigation). */
function titled(Screen: ComponentType, title: string): ComponentType {
  return function TitledScreen() {
    useDocumentTitle(title);
    return <Screen />;
  };
}

/**
 * A screen's code with what every screen shares (the tooltips, its title), loaded on demand
 * together. Without a title the screen names the page itself (a place's screen, by the place).
 */
const screen = (load: () => ScreenModule, title?: string) =>
  retryableLazy(async () => {
    const [module, { withTooltips }] = await Promise.all([
      load(),
      import('../components/ui/tooltip'),
    ]);
    const Screen = withTooltips(module.default);
    return { default: title ? titled(Screen, title) : Screen };
  });

const route = (path: string, load: () => ScreenModule, title?: string): RouteEntry => ({
  path,
  Screen: screen(load, title),
});

// docs/product.md#routes-and-navigation. Every screen loads on demand; any other path is the not-found screen.
export const routeTable: readonly RouteEntry[] = [
  route(paths.home, () => import('./routes/home'), 'Explore'),
  route(paths.saved, () => import('./routes/saved'), 'Saved places'),
  route(paths.profile, () => import('./routes/profile'), 'Profile'),
  route(paths.location(':id'), () => import('./routes/location-detail')),
  route(paths.suggest, () => import('./routes/suggest'), 'Suggest a place'),
  route(paths.settings, () => import('./routes/settings'), 'Settings'),
  route(paths.admin, () => import('./routes/admin'), 'Admin'),
  route(paths.signup, () => import('./routes/signup'), 'Sign in'),
  route(paths.motdArchive, () => import('./routes/motd-archive'), 'Announcements'),
];

export const NotFoundScreen = screen(() => import('./routes/not-found'), 'Page not found');
