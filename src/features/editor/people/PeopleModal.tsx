import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceBox } from '../../../../render-core/model/photo';
import type { FaceGroup } from '../../../../workers/faces-people';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { photoBitmap } from '../canvas/photo-bitmaps';
import { facesWorker } from './faces-client';
import {
  findRecurringPeople,
  listPeople,
  nameOf,
  type PeopleScanDeps,
  type SavedPerson,
  type ScanProgress,
  savePerson,
} from './people-scan';
import './people.css';
import { useEditorSession } from '../state/editor-context';

interface Props {
  /** Tests hand in a fake face model; the editor uses the faces worker and the screen bitmaps. */
  deps?: PeopleScanDeps;
  /** Told after a name is saved or removed (caption ideas below ask again with the names). */
  onNamed?: () => void;
}

const deviceDeps: PeopleScanDeps = {
  bitmap: (photoId) => photoBitmap(photoId),
  describeFaces: (image) => facesWorker().describeFaces(image),
};

type Phase =
  | { kind: 'scanning'; progress: ScanProgress }
  | { kind: 'found'; groups: FaceGroup[] }
  | { kind: 'failed'; reason: 'offline' | 'model' };

interface ScanArgs {
  photoIds: readonly { id: string }[] | undefined;
  deps: PeopleScanDeps;
  refreshSaved: () => Promise<void>;
  attempt: number;
  abort: RefObject<AbortController | null>;
  setPhase: (phase: Phase) => void;
}

/** Looks for the recurring people of the book's photos, again on each attempt; aborted on close. */
function usePeopleScan({ photoIds: photos, deps, refreshSaved, attempt, abort, setPhase }: ScanArgs) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt starts the search again after a failure.
  useEffect(() => {
    const photoIds = (photos ?? []).map((p) => p.id);
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'scanning', progress: { done: 0, total: photoIds.length } });
    const names = refreshSaved();
    findRecurringPeople(
      photoIds,
      deps,
      (progress) => !controller.signal.aborted && setPhase({ kind: 'scanning', progress }),
      controller.signal,
    )
      .then(async (groups) => {
        await names;
        if (!controller.signal.aborted) setPhase({ kind: 'found', groups });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setPhase({ kind: 'failed', reason: navigator.onLine ? 'model' : 'offline' });
      });
    return () => controller.abort();
  }, [deps, refreshSaved, attempt]);
}

function ScanningView({ progress, onCancel }: { progress: ScanProgress; onCancel: () => void }) {
  const { t } = useTranslation('people');
  return (
    <div className="people-progress">
      <p role="status">{t('looking', { done: progress.done, total: progress.total })}</p>
      <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label={t('progressLabel')} />
      <button type="button" className="button secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

function ScanFailedView({ reason, onRetry }: { reason: 'offline' | 'model'; onRetry: () => void }) {
  const { t } = useTranslation('people');
  return (
    <div className="people-progress">
      <p className="form-error" role="alert">
        {t(reason === 'offline' ? 'offline' : 'modelFailed')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** A person named elsewhere (the captions screen) on photos of this book: `onBook` are those photos. */
function NamedElsewhereRow({
  person,
  onBook,
  onRemove,
}: {
  person: SavedPerson;
  onBook: string[];
  onRemove: (onBook: string[]) => void;
}) {
  const { t } = useTranslation('people');
  return (
    <li className="people-row">
      <div className="people-named">
        <strong>{person.name}</strong>
        <span>{t('onPhotos', { count: onBook.length })}</span>
      </div>
      <button
        type="button"
        className="button secondary"
        aria-label={t('removeName', { name: person.name })}
        onClick={() => onRemove(onBook)}
      >
        {t('remove')}
      </button>
    </li>
  );
}

/**
 * Issue 17: the people seen on two photos or more, found on the device, each named once for every
 * photo they are on (the server's save-person), so caption ideas can use the names.
 */
export function PeopleModal({ titleId, props, close }: ModalContentProps<Props>) {
  const { t } = useTranslation('people');
  const session = useEditorSession();
  const deps = props?.deps ?? deviceDeps;
  const [phase, setPhase] = useState<Phase>({ kind: 'scanning', progress: { done: 0, total: 0 } });
  const [saved, setSaved] = useState<SavedPerson[]>([]);
  const [saveFailed, setSaveFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const abort = useRef<AbortController | null>(null);

  const refreshSaved = useCallback(() => listPeople().then(setSaved), []);

  usePeopleScan({ photoIds: session.document?.photos, deps, refreshSaved, attempt, abort, setPhase });

  const save = async (photoIds: readonly string[], name: string, remove = false) => {
    setSaveFailed(false);
    try {
      await savePerson(name, photoIds, remove);
      props?.onNamed?.();
      await refreshSaved();
      return true;
    } catch {
      setSaveFailed(true);
      return false;
    }
  };

  const bookPhotos = new Set((session.document?.photos ?? []).map((p) => p.id));
  const groups = phase.kind === 'found' ? phase.groups : [];
  const shown = groups.map((group) => ({ group, person: nameOf(group, saved) }));
  const matched = new Set(shown.flatMap((s) => (s.person ? [s.person.id] : [])));
  // Named elsewhere (the captions screen) on photos of this book, though not found as a face group.
  const namedElsewhere =
    phase.kind === 'found'
      ? saved.filter((p) => !matched.has(p.id) && p.photoIds.some((id) => bookPhotos.has(id)))
      : [];

  return (
    <div className="form-stack editor-form people-modal">
      <h2 id={titleId}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {phase.kind === 'scanning' && (
        <ScanningView
          progress={phase.progress}
          onCancel={() => {
            abort.current?.abort();
            close();
          }}
        />
      )}
      {phase.kind === 'failed' && (
        <ScanFailedView reason={phase.reason} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {saveFailed && (
        <p className="form-error" role="alert">
          {t('saveFailed')}
        </p>
      )}
      {phase.kind === 'found' && shown.length === 0 && namedElsewhere.length === 0 && (
        <p role="status">{t('none')}</p>
      )}
      {(shown.length > 0 || namedElsewhere.length > 0) && (
        <ul className="people-list" aria-label={t('listLabel')}>
          {shown.map(({ group, person }, i) => (
            <PersonRow
              key={group.photoIds.join()}
              index={i + 1}
              group={group}
              person={person}
              bitmap={deps.bitmap}
              onSave={(name) => save(group.photoIds, name)}
              onRemove={(p) =>
                save(
                  p.photoIds.filter((id) => bookPhotos.has(id)),
                  p.name,
                  true,
                )
              }
            />
          ))}
          {namedElsewhere.map((p) => (
            <NamedElsewhereRow
              key={p.id}
              person={p}
              onBook={p.photoIds.filter((id) => bookPhotos.has(id))}
              onRemove={(onBook) => void save(onBook, p.name, true)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PersonRow({
  index,
  group,
  person,
  bitmap,
  onSave,
  onRemove,
}: {
  index: number;
  group: FaceGroup;
  person: SavedPerson | undefined;
  bitmap: PeopleScanDeps['bitmap'];
  onSave: (name: string) => Promise<boolean>;
  onRemove: (person: SavedPerson) => void;
}) {
  const { t } = useTranslation('people');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const face = group.faces[0]!;
  return (
    <li className="people-row" aria-label={t('personLabel', { n: index, count: group.photoIds.length })}>
      <FaceCrop
        bitmap={bitmap}
        photoId={face.photoId}
        box={face.box}
        label={person ? person.name : t('faceLabel', { n: index })}
      />
      {person ? (
        <>
          <div className="people-named">
            <strong>{person.name}</strong>
            <span>{t('onPhotos', { count: group.photoIds.length })}</span>
          </div>
          <button
            type="button"
            className="button secondary"
            aria-label={t('removeName', { name: person.name })}
            onClick={() => onRemove(person)}
          >
            {t('remove')}
          </button>
        </>
      ) : (
        <form
          className="people-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (!trimmed || busy) return;
            setBusy(true);
            if (await onSave(trimmed)) setName('');
            setBusy(false);
          }}
        >
          <label className="field" htmlFor={inputId}>
            <span>{t('whoIsThis')}</span>
          </label>
          <input
            id={inputId}
            value={name}
            maxLength={80}
            autoComplete="off"
            aria-describedby={`${inputId}-photos`}
            onChange={(e) => setName(e.target.value)}
          />
          <span id={`${inputId}-photos`} className="people-count">
            {t('onPhotos', { count: group.photoIds.length })}
          </span>
          <button type="submit" className="button" disabled={!name.trim() || busy}>
            {t('save')}
          </button>
        </form>
      )}
    </li>
  );
}

/** Face crops are drawn at this size in CSS pixels (twice that in device pixels for sharpness). */
const CROP_SIZE = 72;
/** A little room around the detector's box, so the crop reads as a face and not a close-up. */
const CROP_MARGIN = 0.1;

function FaceCrop({
  bitmap: bitmapOf,
  photoId,
  box,
  label,
}: {
  bitmap: PeopleScanDeps['bitmap'];
  photoId: string;
  box: FaceBox;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void bitmapOf(photoId).then((bitmap) => {
      // Only a decoded bitmap can be drawn; the describer alone may take other pixel sources.
      if (!live || !(typeof ImageBitmap !== 'undefined' && bitmap instanceof ImageBitmap)) return;
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return;
      const side = Math.max(box.width * bitmap.width, box.height * bitmap.height) * (1 + 2 * CROP_MARGIN);
      const cx = (box.x + box.width / 2) * bitmap.width;
      const cy = (box.y + box.height / 2) * bitmap.height;
      const size = ctx.canvas.width;
      ctx.drawImage(bitmap, cx - side / 2, cy - side / 2, side, side, 0, 0, size, size);
    });
    return () => {
      live = false;
    };
  }, [bitmapOf, photoId, box]);
  return (
    <canvas
      ref={canvas}
      className="people-face"
      width={CROP_SIZE * 2}
      height={CROP_SIZE * 2}
      role="img"
      aria-label={label}
    />
  );
}
