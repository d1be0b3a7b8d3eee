import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FrameRef } from '../../../../render-core';
import type { Finding } from '../../../../render-core';
import { checkText } from '../order/refusal';
import { badgeCorner, cornerBox } from './badge-place';
import { isPreparing } from './photo-bitmaps';
import type { PlacedFrame } from './spread-geometry';
import { refOf } from './tools/effects';
import type { ScreenRect } from './view';

interface Props {
  frames: readonly PlacedFrame[];
  /** Every frame of the spread, for photo numbers that stay the same in page view. */
  spreadFrames: readonly PlacedFrame[];
  findings: readonly Finding[];
  selected: FrameRef | null;
  keysHint: string | null;
  /** A frame's box on the canvas, px. */
  screenBox: (f: PlacedFrame) => ScreenRect;
  onSelect: (ref: FrameRef) => void;
  onType: (ref: FrameRef) => void;
}

/** Below this width a frame's badge is its icon alone; the words are in the frame's description. */
const WORDS_FROM_PX = 150;
const ICON_PX = 22;

function badgesOf(findings: readonly Finding[]) {
  const badges = new Map<string, Finding>();
  for (const f of findings)
    if (f.frame && (f.code === 'LOW_DPI' || f.code === 'DPI_TOO_LOW')) badges.set(f.frame, f);
  return badges;
}

function frameLabel(t: TFunction, f: PlacedFrame, n: number): string {
  if (f.frame.kind === 'text') return t('canvas.textFrame', { text: f.frame.text || t('canvas.emptyText') });
  return f.frame.photoId === null ? t('canvas.emptyFrame', { n }) : t('canvas.photoFrame', { n });
}

/** A badge in the corner of its frame where it covers no words, as an icon when the frame is small. */
function Badge(props: {
  className: string;
  label: string;
  frame: ScreenRect;
  texts: ScreenRect[];
  id?: string;
}) {
  // Its words show only where they fit whole (the icon, padding and about 9 px a character, wide
  // enough for every locale's words at the badge's size); elsewhere the icon alone, never cut words.
  const wordsWidth = 30 + props.label.length * 9;
  const words = props.frame.width >= WORDS_FROM_PX && props.frame.width - 8 >= wordsWidth;
  const size = { width: words ? wordsWidth : ICON_PX, height: ICON_PX };
  const corner = badgeCorner(props.frame, props.texts, size);
  const at = cornerBox(props.frame, corner, size);
  return (
    <span
      id={props.id}
      className={`frame-badge ${props.className}${words ? '' : ' compact'}`}
      aria-hidden={props.id ? undefined : true}
      title={props.label}
      style={{ left: at.x - props.frame.x, top: at.y - props.frame.y, maxWidth: size.width }}
    >
      <span className="frame-badge-icon" aria-hidden="true">
        !
      </span>
      <span className={words ? 'frame-badge-words' : 'visually-hidden'}>{props.label}</span>
    </span>
  );
}

/**
 * The frames as buttons over the canvas, for keyboards and screen readers (and the journeys): each
 * names its frame, carries its badge and its finding, and Enter on a text types on it.
 */
export function FrameTargets({
  frames,
  spreadFrames,
  findings,
  selected,
  keysHint,
  screenBox,
  ...on
}: Props) {
  const { t, i18n } = useTranslation('editor');
  // Only a tab that came through the uploader prepares photos, and it has these words already.
  const { t: tp } = useTranslation('photos', { useSuspense: false });
  const badges = badgesOf(findings);
  // Photos keep their spread's numbers in page view, so "Photo 3" is the same photo either way.
  const photoNumbers = new Map<string, number>();
  for (const f of spreadFrames)
    if (f.frame.kind === 'photo') photoNumbers.set(`${f.pageId}/${f.frame.id}`, photoNumbers.size + 1);
  const texts = frames.filter((f) => f.frame.kind === 'text' && f.frame.text.trim() !== '').map(screenBox);
  return (
    <ul className="frame-targets" aria-label={t('canvas.frames')}>
      {frames.map((f) => {
        const key = `${f.pageId}/${f.frame.id}`;
        const badge = badges.get(f.frame.id);
        const preparing = f.frame.kind === 'photo' && !!f.frame.photoId && isPreparing(f.frame.photoId);
        const isSelected = selected?.frameId === f.frame.id && selected.pageId === f.pageId;
        const box = screenBox(f);
        const describedBy = [
          badge ? `finding-${f.frame.id}` : preparing ? `preparing-${f.frame.id}` : null,
          isSelected && keysHint ? 'frame-keys-hint' : null,
        ].filter(Boolean);
        return (
          <li key={key}>
            <button
              type="button"
              className="frame-target"
              aria-pressed={isSelected}
              data-photo-id={f.frame.kind === 'photo' ? (f.frame.photoId ?? '') : undefined}
              style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
              aria-label={frameLabel(t, f, photoNumbers.get(key) ?? 0)}
              aria-describedby={describedBy.join(' ') || undefined}
              onClick={() => on.onSelect(refOf(f))}
              onKeyDown={(e) => {
                // Enter on a text types on the page, as a tap on the selected text does.
                if (e.key !== 'Enter' || f.frame.kind !== 'text') return;
                e.preventDefault();
                on.onType(refOf(f));
              }}
            >
              {badge && (
                <Badge
                  className={badge.severity}
                  label={t('canvas.lowResolution')}
                  frame={box}
                  texts={texts}
                />
              )}
              {!badge && preparing && (
                <Badge
                  id={`preparing-${f.frame.id}`}
                  className="preparing"
                  label={tp('tile.preparing')}
                  frame={box}
                  texts={texts}
                />
              )}
            </button>
            {badge && (
              <span id={`finding-${f.frame.id}`} className="visually-hidden">
                {checkText(t, badge.messageKey, badge.values, i18n.language)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
