import { mountBasketCount } from './basket-count';
import { mountCarousel } from './carousel';
import { mountCountdown } from './countdown';
import { mountVideo } from './video';

// The only script on the marketing pages: it hydrates the interactive parts, nothing else.
document.documentElement.classList.add('js');
for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  switch (el.dataset.island) {
    case 'carousel':
      mountCarousel(el);
      break;
    case 'countdown':
      mountCountdown(el);
      break;
    case 'video':
      mountVideo(el);
      break;
    case 'basket-count':
      void mountBasketCount(el);
      break;
  }
}
