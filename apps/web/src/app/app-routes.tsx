import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { retryFailedLoads } from '../lib/retryable-lazy';
import { NotFoundScreen, routeTable } from './route-table';
import { ScreenBoundary } from './screen-boundary';

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ScreenBoundary location={location} onRetry={retryFailedLoads}>
      <Suspense fallback={<Spinner label="Loading screen" />}>
        <Switch>
          {routeTable.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
