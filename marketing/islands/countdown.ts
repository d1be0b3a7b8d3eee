import { countdownParts, pad2 } from '../site/blocks/countdown-parts';

/** Ticks a prerendered countdown every second; shows the ended text once the time has passed. */
export function mountCountdown(root: HTMLElement, now: () => number = Date.now): () => void {
  const end = Date.parse(root.dataset.ends ?? '');
  const units = root.querySelector<HTMLElement>('.units');
  const ended = root.querySelector<HTMLElement>('[data-ended]');
  if (Number.isNaN(end) || !units || !ended) return () => {};
  const cells = {
    days: root.querySelector<HTMLElement>('[data-unit=days]'),
    hours: root.querySelector<HTMLElement>('[data-unit=hours]'),
    minutes: root.querySelector<HTMLElement>('[data-unit=minutes]'),
    seconds: root.querySelector<HTMLElement>('[data-unit=seconds]'),
  };
  let timer = 0;
  const tick = () => {
    const t = now();
    const parts = countdownParts(end, t);
    if (cells.days) cells.days.textContent = String(parts.days);
    if (cells.hours) cells.hours.textContent = pad2(parts.hours);
    if (cells.minutes) cells.minutes.textContent = pad2(parts.minutes);
    if (cells.seconds) cells.seconds.textContent = pad2(parts.seconds);
    const over = t >= end;
    units.hidden = over;
    ended.hidden = !over;
    if (over) clearInterval(timer);
  };
  tick();
  timer = window.setInterval(tick, 1000);
  return () => clearInterval(timer);
}
