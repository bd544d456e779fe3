import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { NotFoundScreen, routeTable } from './route-table';

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading screen" />}>
      <Switch>
        {routeTable.map(({ path, screen }) => (
          <Route key={path} path={path} component={screen} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
