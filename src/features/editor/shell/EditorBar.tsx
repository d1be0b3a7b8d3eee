import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PresenceRow } from '../collab-view/PresenceRow';
import { SyncStatus } from '../SyncStatus';
import { BackIcon, OrderIcon, RedoIcon, UndoIcon } from './icons';

interface Props {
  title: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onOrder: () => void;
}

/**
 * The editor's own top bar, in place of the site header: back to the customer's designs, the
 * design's title (the page's h1) and whether it is saved, who else is in it (issue 27), undo and redo, and the way to order.
 */
export function EditorBar({ title, canUndo, canRedo, onUndo, onRedo, onOrder }: Props) {
  const { t } = useTranslation(['editor-shell', 'editor']);
  const undo = t('editor:toolbar.undo');
  const redo = t('editor:toolbar.redo');
  const order = t('editor:order.button');
  return (
    <header className="editor-bar">
      <Link href="/account/my-designs" className="bar-icon" aria-label={t('bar.back')} title={t('bar.back')}>
        <BackIcon />
      </Link>
      <div className="bar-title">
        <h1 className="design-title" title={title}>
          {title}
        </h1>
        <SyncStatus />
      </div>
      <PresenceRow />
      <div className="bar-history">
        <button
          type="button"
          className="bar-icon"
          aria-label={undo}
          title={undo}
          disabled={!canUndo}
          onClick={onUndo}
        >
          <UndoIcon />
        </button>
        <button
          type="button"
          className="bar-icon"
          aria-label={redo}
          title={redo}
          disabled={!canRedo}
          onClick={onRedo}
        >
          <RedoIcon />
        </button>
      </div>
      {/* Narrow screens show the short "Order"; the name stays the whole "Continue to order". */}
      <button type="button" className="button bar-order" aria-label={order} onClick={onOrder}>
        <OrderIcon />
        <span className="order-short" aria-hidden="true">
          {t('bar.order')}
        </span>
        <span className="order-long" aria-hidden="true">
          {order}
        </span>
      </button>
    </header>
  );
}
