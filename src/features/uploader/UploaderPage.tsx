import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { BookDocument, ProductSpec } from '../../../render-core';
import { callApi } from '../../api/client';
import { useSession } from '../../auth';
import { holdForOpening } from '../../photos/opening-hold';
import { decodeForOpening } from '../../photos/opening-pictures';
import { imagePool, uploadQueue } from '../../photos/photos';
import type { LocalPhoto } from '../../photos/types';
import { summarize } from '../../photos/upload-state';
import { PageFrame } from '../../ui/PageFrame';
import { prefetchRoute } from '../../ui/route-prefetch';
import { ErrorMessage } from '../../ui/Status';
import { useStableCallbacks } from '../../ui/use-stable-callbacks';
import { DEFAULT_PHOTO_BOOK } from '../../../contract/catalog/default-product';
import { CatalogState } from '../../catalog/CatalogState';
import { findProduct as findInCatalog } from '../../catalog/find-product';
import { productSpecOf } from '../../catalog/product-spec';
import type { Catalog } from '../../catalog/use-catalog';
import { useShopCatalog } from '../../catalog/use-shop-catalog';
import { FileRow } from './FileRow';
import { LayoutStrip } from './LayoutStrip';
import { PhotoGrid } from './PhotoGrid';
import { PickZone } from '../../photos/PickZone';
import { createUploader, type PickedItem, type Uploader } from './uploader-store';
import { photosOfSpread, useLayout } from './use-layout';
import './uploader.css';

function findProduct(catalog: Catalog, code: string): ProductSpec | null {
  const found = findInCatalog(catalog, code);
  return found ? productSpecOf(found.product) : null;
}

/** Which product the photos are for, and the way to choose another before picking. */
function ChosenProduct({ catalog, code }: { catalog: Catalog; code: string }) {
  const { t } = useTranslation('prints');
  const found = findInCatalog(catalog, code);
  if (!found) return null;
  return (
    <p className="chosen-product">
      <span>
        {found.category.name}: {found.type.name} · {found.product.size}
      </span>{' '}
      <Link href={`/new-print/${found.category.code}`}>{t('choice.changeProduct')}</Link>
    </p>
  );
}

/** The uploads of the set's photos, together: memoised, it follows the queue, not every header read. */
const UploadTotals = memo(function UploadTotals({ photos }: { photos: readonly { id: string }[] }) {
  const { t } = useTranslation('photos');
  const queue = useSnapshot(uploadQueue().state);
  const files = photos.map((p) => queue.files[p.id]).filter((f) => f !== undefined);
  const sum = summarize(files);
  if (sum.files === 0) return null;
  const active = sum.done < sum.files;
  return (
    <section className="upload-totals" aria-label={t('uploader.totalsLabel')}>
      {!queue.online && (
        <p className="form-notice" role="status">
          {t('uploader.offline')}
        </p>
      )}
      <progress max={100} value={Math.round(sum.fraction * 100)} aria-label={t('uploader.totalLabel')} />
      <p role="status" className="totals-text">
        {t('uploader.total', { done: sum.done, count: sum.files })}
      </p>
      {active && (
        <div className="actions">
          {sum.paused > 0 ? (
            <button
              type="button"
              className="button secondary small"
              onClick={() => uploadQueue().resumeAll()}
            >
              {t('uploader.resumeAll')}
            </button>
          ) : (
            <button type="button" className="button secondary small" onClick={() => uploadQueue().pauseAll()}>
              {t('uploader.pauseAll')}
            </button>
          )}
          {sum.failed > 0 && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => uploadQueue().retryFailed()}
            >
              {t('uploader.retryAll')}
            </button>
          )}
        </div>
      )}
    </section>
  );
});

/** Photos picked twice: skip the copies or keep them. */
function DuplicatesNotice({ count, uploader }: { count: number; uploader: Uploader }) {
  const { t } = useTranslation('photos');
  return (
    <section className="form-notice duplicates" role="status">
      <p>{t('uploader.duplicates', { count })}</p>
      <div className="actions">
        <button type="button" className="button small" onClick={uploader.skipDuplicates}>
          {t('uploader.skipDuplicates')}
        </button>
        <button type="button" className="button secondary small" onClick={uploader.keepDuplicates}>
          {t('uploader.keepDuplicates')}
        </button>
      </div>
    </section>
  );
}

/** Files that are not photos we can print, each with why. */
function RejectedFiles({ items }: { items: readonly PickedItem[] }) {
  const { t } = useTranslation('photos');
  return (
    <section className="rejected" aria-labelledby="rejected-title">
      <h2 id="rejected-title">{t('uploader.rejectedTitle', { count: items.length })}</h2>
      <ul className="file-list">
        {items.map((item) => (
          <FileRow key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** A preview spread's width over its height: a print is one page, a book or calendar two side by side. */
function spreadAspect(spec: ProductSpec): number {
  return ((spec.kind === 'print' ? 1 : 2) * spec.trim.width) / spec.trim.height;
}

/** "Continue" to the editor, once the book is laid out; photos still being prepared follow it there. */
const Continue = memo(function Continue(props: {
  creating: boolean;
  failed: boolean;
  laidOut: boolean;
  preparing: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation('photos');
  const { creating, failed, laidOut, preparing, onContinue } = props;
  return (
    <div className="continue">
      {failed && (
        <p className="form-alert" role="alert">
          {t('uploader.createFailed')}
        </p>
      )}
      <button type="button" className="button" disabled={creating || !laidOut} onClick={onContinue}>
        {creating ? t('uploader.creating') : t('uploader.continue')}
      </button>
      {laidOut && preparing && <p className="muted">{t('uploader.continueWhilePreparing')}</p>}
    </div>
  );
});

/** What loads while the customer picks, so that nothing waits for it later. */
function useLoadAhead(uploader: Uploader, spreadShown: boolean) {
  // Only a known product opens (or resumes) a draft; the session is known by now. The image
  // workers load while the customer picks, so the first headers are read at once.
  useEffect(() => {
    uploader.open().catch((err: unknown) => console.warn('the photo cache could not be opened', err));
    imagePool().warm();
  }, [uploader]);

  // The editor's code is fetched while the photos are read, so "Continue" opens it at once; after
  // the first spread shows, since running its modules holds the main thread for a moment.
  useEffect(() => {
    if (spreadShown) prefetchRoute('/editor');
  }, [spreadShown]);
}

function UploaderBody({ spec, uploader }: { spec: ProductSpec; uploader: Uploader }) {
  const { t } = useTranslation('photos');
  const [, navigate] = useLocation();
  const state = useSnapshot(uploader.state);
  const queue = useSnapshot(uploadQueue().state);
  const previewOf = useCallback((id: string) => uploader.previewOf(id), [uploader]);
  const togglePause = useCallback((id: string) => uploadQueue().togglePause(id), []);
  const retry = useCallback((id: string) => uploadQueue().retry(id), []);
  const preview = useLayout(state.photos as LocalPhoto[], spec, {
    settled: state.reading === 0,
    expected: state.photos.length + state.reading,
    previews: state.previews,
    previewOf,
    previewLevel: uploader.previewLevel,
    pictureComing: uploader.pictureComing,
    onShown: uploader.prioritize,
  });
  const [creating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);

  const duplicates = state.items.filter((i) => i.state === 'duplicate').length;
  const rejected = state.items.filter((i) => i.state === 'rejected');
  const shown = state.items.filter((i) => i.state !== 'rejected');
  // The book is laid out once every header is read; renditions and uploads go on in the editor.
  const laidOut = state.reading === 0 && preview.complete;

  useLoadAhead(uploader, preview.spreads.length > 0);

  const createPrint = async () => {
    if (!preview.document) return;
    setCreating(true);
    setCreateFailed(false);
    // The photos of the spread the editor opens on are prepared first, the rest once it shows.
    const opening = photosOfSpread(preview.document, 0);
    void decodeForOpening(opening);
    const resume = holdForOpening(opening);
    try {
      if (!(await uploader.ensureSession())) throw new Error('no session');
      const { print } = await callApi('POST /print', {
        body: {
          productCode: spec.code,
          document: preview.document as BookDocument & Record<string, unknown>,
        },
      });
      // The editor opens at once; the draft is marked as this print's meanwhile (the device's
      // database may be busy storing originals, and nothing in the editor waits for that mark).
      void uploader
        .markPrinted(print.id)
        .catch((err: unknown) => console.warn('the draft could not be marked as printed', err));
      navigate(`/editor/${print.id}`);
    } catch {
      resume();
      setCreateFailed(true);
      setCreating(false);
    }
  };

  // One function for the page's life (Continue is memoised), calling this render's createPrint.
  const { onContinue } = useStableCallbacks({ onContinue: () => void createPrint() });

  return (
    <>
      <PickZone
        onFiles={uploader.add}
        label={state.items.length > 0 ? t('uploader.pickMore') : t('uploader.pick')}
      />
      {state.sessionFailed && (
        <ErrorMessage message={t('uploader.sessionFailed')} onRetry={() => void uploader.retrySession()} />
      )}
      {duplicates > 0 && <DuplicatesNotice count={duplicates} uploader={uploader} />}
      {rejected.length > 0 && <RejectedFiles items={rejected} />}
      <UploadTotals photos={state.photos} />
      <LayoutStrip preview={preview} coming={state.reading > 0} aspect={spreadAspect(spec)} />
      {state.photos.length > 0 && (
        <Continue
          creating={creating}
          failed={createFailed}
          laidOut={laidOut}
          preparing={state.items.some((i) => i.state === 'preparing')}
          onContinue={onContinue}
        />
      )}
      {shown.length > 0 && (
        <section aria-labelledby="files-title">
          <h2 id="files-title">{t('uploader.filesTitle', { count: state.photos.length })}</h2>
          <PhotoGrid
            items={shown as PickedItem[]}
            files={queue.files}
            previewOf={previewOf}
            onTogglePause={togglePause}
            onRetry={retry}
          />
        </section>
      )}
    </>
  );
}

/**
 * /new-print/uploader?product=CODE: pick photos, see the first layout, continue to the editor.
 * Without a product ("Start your photo book") it makes the default photo book, which the
 * customer can change here ("Change style or size") or later in the editor.
 */
export default function UploaderPage() {
  const { t } = useTranslation(['photos', 'common', 'prints']);
  const code = new URLSearchParams(useSearch()).get('product') ?? DEFAULT_PHOTO_BOOK;
  const query = useShopCatalog();
  const session = useSession();
  const signedIn = useRef(false);
  signedIn.current = session.status === 'authenticated';
  const uploader = useMemo(() => createUploader(code, () => signedIn.current), [code]);
  const ready = session.status !== 'loading';

  return (
    <CatalogState query={query}>
      {(catalog) => {
        const spec = findProduct(catalog, code);
        if (!spec) {
          return (
            <PageFrame title={t('common:pages.uploader.title')} intro={t('uploader.unknownProductIntro')}>
              <Link href="/new-print" className="button">
                {t('uploader.chooseProduct')}
              </Link>
            </PageFrame>
          );
        }
        return (
          <PageFrame title={t('common:pages.uploader.title')} intro={t('common:pages.uploader.intro')}>
            <ChosenProduct catalog={catalog} code={code} />
            {ready && <UploaderBody spec={spec} uploader={uploader} />}
          </PageFrame>
        );
      }}
    </CatalogState>
  );
}
