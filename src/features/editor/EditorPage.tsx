import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { sessionRequiredUrl, useSession } from '../../auth';
import { PageFrame } from '../../ui/PageFrame';
import { EditorWorkspace } from './EditorWorkspace';
import { closePrint, openPrint } from './state/controller';
import { editorState } from './state/editor-store';
import { registerServiceWorker } from './service-worker';
import './editor.css';

const PRINT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function OpenPrint({ id }: { id: string }) {
  const { t } = useTranslation('editor');
  const { status, unreachable } = useSnapshot(editorState);
  const session = useSession();
  const validId = PRINT_ID.test(id);
  // The server decides who may open a print: sign-in is asked only on its 401/403, never because
  // it could not be reached (then this device's copy opens, to be sent later).
  const ready = validId && session.status !== 'loading';
  const copyTitle = (title: string) => t('conflict.copyTitle', { title });
  // biome-ignore lint/correctness/useExhaustiveDependencies: copyTitle only names copies; a new t must not reopen the print.
  useEffect(() => {
    if (!ready) return;
    void openPrint(id, copyTitle);
    return () => closePrint();
  }, [id, ready]);
  if (status === 'signIn')
    return (
      <div className="form-notice">
        <p>{t('load.signIn')}</p>
        <Link href={sessionRequiredUrl(`/webapp/editor/${id}`).replace(/^\/webapp/, '')} className="button">
          {t('load.signInButton')}
        </Link>
      </div>
    );
  if (status === 'ready')
    return (
      <>
        {unreachable && (
          <p className="form-notice editor-unreachable" role="status">
            {t('load.unreachable')}
          </p>
        )}
        <EditorWorkspace />
      </>
    );
  if (!validId || status === 'missing')
    return (
      <div className="form-notice" role="alert">
        <p>{t('load.missing')}</p>
        <Link href="/account/my-designs">{t('load.myDesigns')}</Link>
      </div>
    );
  if (status === 'failed')
    return (
      <div className="form-notice" role="alert">
        <p>{t('load.failed')}</p>
        <button type="button" className="button small" onClick={() => void openPrint(id, copyTitle)}>
          {t('load.retry')}
        </button>
      </div>
    );
  return (
    <p role="status" className="editor-loading">
      {t('load.loading')}
    </p>
  );
}

/** /editor and /editor/:id: the canvas editor for a print, or where to start one. */
export default function EditorPage() {
  const { t } = useTranslation(['editor', 'common']);
  const { id } = useParams<{ id?: string }>();
  useEffect(() => registerServiceWorker(), []);
  return (
    <PageFrame title={t('common:pages.editor.title')}>
      {id ? (
        <OpenPrint id={id} />
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
