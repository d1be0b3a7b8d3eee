import i18next from 'i18next';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { sessionRequiredUrl, useSession } from '../../auth';
import { PageFrame } from '../../ui/PageFrame';
import { Loading as Waiting } from '../../ui/Status';
import { EditorWorkspace } from './EditorWorkspace';
import { warmEditorModals } from './modals/lazy-modals';
import { registerServiceWorkerSoon } from './service-worker';
import { BackIcon } from './shell/icons';
import { isUuid } from '../../../contract/api/uuid';
import { browserDeps } from './state/browser-deps';
import { EditorSessionProvider, useOptionalEditorSession } from './state/editor-context';
import type { EditorSession } from './state/session';
import './editor.css';
import './shell/shell.css';

/**
 * Every namespace the open editor's first screen uses, asked for together as this page's code
 * arrives. Left to the components, each suspended on its own namespace only once the one above it
 * had rendered: a chain of round trips between the opened book and its first spread (about a
 * second at 4x CPU throttle).
 */
const EDITOR_NAMESPACES = [
  'editor',
  'editor-shell',
  'editor-canvas',
  'photos',
  'designs',
  'draft',
  'places',
  // The toolbar's More items (workspace-more.ts) and the invite item (invite/invite-item.ts).
  'people',
  'collab',
  // Removed from a shared book, and an edit made away that met another (issue 54).
  'collab-live',
];
// In a microtask, right after the module graph's evaluation: requests started from a module's top
// level cost the lab a parse of the whole chunk again (docs/ARCHITECTURE.md, "What the lab sees").
queueMicrotask(() => void i18next.loadNamespaces(EDITOR_NAMESPACES));

/** The editor's screen before the print is open: its bar (back and the page's h1) and a message. */
function EditorScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['editor', 'editor-shell', 'common']);
  return (
    <div className="editor">
      <header className="editor-bar">
        <Link href="/account/my-designs" className="bar-icon" aria-label={t('editor-shell:bar.back')}>
          <BackIcon />
        </Link>
        <div className="bar-title">
          <h1 className="design-title">{t('common:pages.editor.title')}</h1>
        </div>
      </header>
      <div className="editor-status">{children}</div>
    </div>
  );
}

/**
 * The print `id` in the editor: one EditorSession for it (made by the provider, which starts reading
 * the print's copies at once), opened once the server has said who is signed in. The provider sits
 * above the page's words: while they download (the Suspense below keeps it mounted) the print is
 * read alongside them and the sign-in check, not after.
 */
function OpenPrint({ id }: { id: string }) {
  // The sheets' code, left out of this page's chunk, downloads once the first spread is on screen.
  useEffect(() => warmEditorModals(), []);
  return (
    <EditorSessionProvider printId={id} deps={browserDeps}>
      <Suspense fallback={<Waiting />}>
        <PrintFrame />
      </Suspense>
    </EditorSessionProvider>
  );
}

function PrintFrame() {
  const { t } = useTranslation(['editor', 'editor-shell', 'common']);
  return (
    <PageFrame title={t('common:pages.editor.title')} layout="app">
      <OpenedPrint />
    </PageFrame>
  );
}

function OpenedPrint() {
  const session = useOptionalEditorSession();
  if (!session) return <Loading />;
  return <SessionScreen session={session} />;
}

function Loading() {
  const { t } = useTranslation('editor');
  return (
    <EditorScreen>
      <p role="status" className="editor-loading">
        {t('load.loading')}
      </p>
    </EditorScreen>
  );
}

function SessionScreen({ session }: { session: EditorSession }) {
  const { t } = useTranslation('editor');
  const { status, printId: id } = useSnapshot(session.ui);
  const auth = useSession();
  // The server decides who may open a print: sign-in is asked only on its 401/403, never because
  // it could not be reached (then this device's copy opens, to be sent later).
  const ready = auth.status !== 'loading';
  const copyTitle = (title: string) => t('conflict.copyTitle', { title });
  // biome-ignore lint/correctness/useExhaustiveDependencies: copyTitle only names copies; a new t must not reopen the print.
  useEffect(() => {
    if (!ready) return;
    // The editor's own start, for `npm run bench:editor`'s "first spread from opening".
    if (performance.getEntriesByName('bindery:open-print').length === 0)
      performance.mark('bindery:open-print');
    void session.open(copyTitle);
  }, [session, ready]);
  if (status === 'ready') return <EditorWorkspace />;
  if (status === 'signIn')
    return (
      <EditorScreen>
        <div className="form-notice">
          <p>{t('load.signIn')}</p>
          <Link href={sessionRequiredUrl(`/webapp/editor/${id}`).replace(/^\/webapp/, '')} className="button">
            {t('load.signInButton')}
          </Link>
        </div>
      </EditorScreen>
    );
  if (status === 'removed')
    return (
      <EditorScreen>
        <Removed />
      </EditorScreen>
    );
  if (status === 'missing')
    return (
      <EditorScreen>
        <Missing />
      </EditorScreen>
    );
  if (status === 'failed')
    return (
      <EditorScreen>
        <div className="form-notice" role="alert">
          <p>{t('load.failed')}</p>
          <button type="button" className="button small" onClick={() => void session.open(copyTitle)}>
            {t('load.retry')}
          </button>
        </div>
      </EditorScreen>
    );
  return <Loading />;
}

/** The owner removed me from this shared book: nothing of it is shown, or kept here (issue 54). */
function Removed() {
  const { t } = useTranslation('collab-live');
  return (
    <section className="form-notice" role="alert" aria-labelledby="removed-title">
      <h2 id="removed-title">{t('removed.title')}</h2>
      <p>{t('removed.text')}</p>
      <Link href="/account/my-designs" className="button">
        {t('removed.myDesigns')}
      </Link>
    </section>
  );
}

function Missing() {
  const { t } = useTranslation('editor');
  return (
    <div className="form-notice" role="alert">
      <p>{t('load.missing')}</p>
      <Link href="/account/my-designs">{t('load.myDesigns')}</Link>
    </div>
  );
}

/**
 * /editor/:id: the canvas editor for a print, filling the screen under its own bar; /editor (and a
 * malformed id): an ordinary page saying where to start one.
 */
export default function EditorPage() {
  const { id } = useParams<{ id?: string }>();
  useEffect(() => registerServiceWorkerSoon(), []);
  if (isUuid(id)) return <OpenPrint id={id} />;
  return <NoPrint id={id} />;
}

function NoPrint({ id }: { id: string | undefined }) {
  const { t } = useTranslation(['editor', 'editor-shell', 'common']);
  const title = t('common:pages.editor.title');
  return (
    <PageFrame title={title}>
      {id ? (
        <Missing />
      ) : (
        <div className="form-notice">
          <p>{t('editor:start.text')}</p>
          <Link href="/new-print" className="button">
            {t('editor:start.newPrint')}
          </Link>{' '}
          <Link href="/account/my-designs">{t('editor:load.myDesigns')}</Link>
        </div>
      )}
    </PageFrame>
  );
}
