import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { notFoundRoute, retryFailedScreens, routeTable } from './route-table';
import { ScreenBoundary } from './screen-boundary';

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ScreenBoundary location={location} onRetry={retryFailedScreens}>
      <Suspense fallback={<Spinner label="Loading screen" />}>
        <Switch>
          {routeTable.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          <Route component={notFoundRoute.Screen} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
