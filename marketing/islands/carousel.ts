/** Wires a prerendered carousel's previous/next buttons and its "1 of 5" status to the scroll position. */
export function mountCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.track');
  const prev = root.querySelector<HTMLButtonElement>('[data-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-next]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  if (!track || !prev || !next || !status) return;
  const slides = Array.from(track.children) as HTMLElement[];
  const template = status.dataset.template ?? '{n} / {total}';
  let index = 0;

  const current = () => {
    const left = track.scrollLeft;
    let best = 0;
    slides.forEach((slide, i) => {
      if (
        Math.abs(slide.offsetLeft - track.offsetLeft - left) <
        Math.abs(slides[best]!.offsetLeft - track.offsetLeft - left)
      )
        best = i;
    });
    return best;
  };
  const render = () => {
    status.textContent = template.replace('{n}', String(index + 1)).replace('{total}', String(slides.length));
    prev.disabled = index === 0;
    next.disabled =
      index >= slides.length - 1 || track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  };
  const go = (to: number) => {
    index = Math.max(0, Math.min(slides.length - 1, to));
    const slide = slides[index]!;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
    render();
  };
  prev.addEventListener('click', () => go(index - 1));
  next.addEventListener('click', () => go(index + 1));
  let timer = 0;
  track.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        index = current();
        render();
      }, 80);
    },
    { passive: true },
  );
  render();
}
