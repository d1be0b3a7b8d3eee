import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { bootShell, startAfterFirstPaint } from './app/boot';
import { startFirstScreen } from './app/first-screens';
import { preferences } from './app/preferences';
import { reportError } from './errors/report';
import { initI18n } from './i18n/i18n';
import './styles/global.css';

async function boot() {
  const shell = bootShell();
  const queryClient = createQueryClient();
  startFirstScreen(location.pathname, queryClient);
  await initI18n(preferences.locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root, {
    // The error boundary shows the fallback; the error goes to error reporting, not the console.
    onCaughtError: () => {
      // ErrorBoundary reports it and shows the fallback; nothing goes to the console.
    },
    onUncaughtError: (error) => reportError('UNCAUGHT_ERROR', error),
  }).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  startAfterFirstPaint(shell, queryClient);
}

void boot();
