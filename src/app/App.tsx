import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route, Router, Switch } from 'wouter';
import { createQueryClient } from '../api/query-client';
import { Loading } from '../ui/Status';
import { Header } from './Header';
import { NotFoundPage, routes } from './routes';

export const BASE_PATH = '/webapp';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={BASE_PATH}>
        <Header />
        <Suspense fallback={<Loading />}>
          <Switch>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} component={r.page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}
