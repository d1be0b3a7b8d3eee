/** The video facade: the YouTube player (privacy-enhanced domain) is only loaded after a click. */
export function mountVideo(root: HTMLElement): void {
  const button = root.querySelector('button');
  const id = root.dataset.youtube;
  if (!button || !id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return;
  button.addEventListener(
    'click',
    () => {
      const frame = document.createElement('iframe');
      frame.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
      frame.title = root.dataset.title ?? '';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      button.replaceWith(frame);
      frame.focus();
    },
    { once: true },
  );
}
