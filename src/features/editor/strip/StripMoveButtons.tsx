import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The single-tap way to reorder (WCAG 2.2 2.5.7): dragging is not the only one. Memoised: `move`
 * keeps its identity, so an edit elsewhere on the spread does not re-render it.
 */
export const StripMoveButtons = memo(function StripMoveButtons({
  current,
  firstMovable,
  count,
  move,
}: {
  current: number;
  firstMovable: number;
  count: number;
  move: (from: number, to: number) => Promise<unknown>;
}) {
  const { t: tc } = useTranslation('editor-canvas');
  return (
    <div className="strip-move">
      <button
        type="button"
        disabled={current === firstMovable}
        onClick={() => void move(current, current - 1)}
      >
        {tc('strip.moveEarlier')}
      </button>
      <button type="button" disabled={current === count - 1} onClick={() => void move(current, current + 2)}>
        {tc('strip.moveLater')}
      </button>
    </div>
  );
});
