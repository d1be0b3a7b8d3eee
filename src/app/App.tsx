import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { SessionProvider } from '../auth/SessionProvider';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { KeysRemovedNotice } from '../features/auth/KeysRemovedNotice';
import { ModalHost, useModalOpen } from '../ui/modals/ModalHost';
import { Loading } from '../ui/Status';
import { Toaster } from '../ui/toasts/Toaster';
import { ErrorFallback } from './ErrorFallback';
import { Header } from './Header';
import { RoutePage } from './RoutePage';
import { NotFoundPage, routes } from './routes';
import { ResumeUploads } from './ResumeUploads';
import { ShellEffects } from './ShellEffects';
import '../ui/shell.css';

export const BASE_PATH = '/webapp';

function Pages() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(retry) => <ErrorFallback onRetry={retry} />}>
      <Suspense fallback={<Loading />}>
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path}>
              <RoutePage route={r} />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Header and pages; inert while a modal shows, so focus and screen readers stay in the modal. */
function Frame() {
  const modalOpen = useModalOpen();
  return (
    <div className="app-frame" inert={modalOpen}>
      <Header />
      <KeysRemovedNotice />
      <Pages />
    </div>
  );
}

/** The query client comes from main, which starts the first screen's requests before rendering. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Router base={BASE_PATH}>
          <Suspense fallback={<Loading />}>
            <ShellEffects />
            <ResumeUploads />
            <Frame />
            <ModalHost />
            <Toaster />
          </Suspense>
        </Router>
      </SessionProvider>
    </QueryClientProvider>
  );
}
