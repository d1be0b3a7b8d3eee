import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { bootShell, startAfterFirstPaint } from './app/boot';
import { startFirstScreen } from './app/first-screens';
import { preferences } from './app/preferences';
import { reportError } from './errors/report';
import { initI18n } from './i18n/i18n';
import './styles/global.css';
// Inlined with the rest of the entry's CSS: /new-print's first screen has product cards in its HTML.
import './catalog/catalog.css';

/**
 * The next task: the start-up's steps each run in a task of their own, so none holds a phone's
 * main thread for long after the first screen has painted (Lighthouse's Total Blocking Time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // The entry's evaluation ends first. With DevTools attached (Lighthouse, the benches) Chromium
  // notes the script line that first reads document.cookie (bootShell does), and V8 parses every
  // function on the stack again for its line numbers: called from the entry's top level, that is
  // the whole entry chunk, 15-20 ms in the evaluation's task. From a task of its own, the stack is
  // a few small functions.
  await nextTask();
  const shell = bootShell();
  await nextTask();
  const queryClient = createQueryClient();
  const firstScreen = startFirstScreen(location.pathname, queryClient);
  await nextTask();
  await Promise.all([initI18n(preferences.locale), firstScreen]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root, {
    // The error boundary shows the fallback; the error goes to error reporting, not the console.
    onCaughtError: () => {
      // ErrorBoundary reports it and shows the fallback; nothing goes to the console.
    },
    onUncaughtError: (error) => reportError('UNCAUGHT_ERROR', error),
  });
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone's first tap is not kept waiting), and a
  // page chunk that is already downloaded but not yet resolved is waited for rather than
  // committing the loading fallback first and the page a frame later.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  startAfterFirstPaint(shell, queryClient);
}

void boot();
