import type { z } from 'zod';
import type { countdownBlock } from '../../schema/blocks';
import { useSite } from '../context';
import { countdownParts, pad2 } from './countdown-parts';

/** Prerendered with the time left at build; the countdown island ticks it every second. */
export function Countdown({
  block,
  id,
  now,
}: {
  block: z.infer<typeof countdownBlock>;
  id: string;
  now: number;
}) {
  const { t } = useSite();
  const end = Date.parse(block.endsAt);
  const parts = countdownParts(end, now);
  const ended = end <= now;
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <section
      className="block countdown"
      aria-labelledby={`${id}-h`}
      data-island="countdown"
      data-ends={block.endsAt}
    >
      <h2 id={`${id}-h`}>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className="units" role="timer" hidden={ended}>
        {units.map(([unit, value]) => (
          <li key={unit}>
            <b data-unit={unit}>{unit === 'days' ? value : pad2(value)}</b>
            <span>{t(`countdown.${unit}`)}</span>
          </li>
        ))}
      </ul>
      <p data-ended hidden={!ended}>
        {block.endedText}
      </p>
    </section>
  );
}
