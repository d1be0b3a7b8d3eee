import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownParts } from '../site/blocks/countdown-parts';
import { mountBasketCount } from './basket-count';
import { mountCountdown } from './countdown';
import { mountVideo } from './video';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('countdownParts', () => {
  it('splits the time left and stops at zero', () => {
    const end = Date.parse('2026-11-28T23:59:00Z');
    expect(countdownParts(end, end - (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(end, end + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the countdown island', () => {
  it('ticks every second and shows the ended text when time is up', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<section data-ends="2026-11-28T23:59:00Z"><ul class="units"><li><b data-unit="days">9</b></li><li><b data-unit="hours">9</b></li><li><b data-unit="minutes">9</b></li><li><b data-unit="seconds">9</b></li></ul><p data-ended hidden>Over</p></section>`;
    let now = Date.parse('2026-11-28T23:58:58Z');
    mountCountdown(document.querySelector('section')!, () => now);
    expect(document.querySelector('[data-unit=seconds]')!.textContent).toBe('02');
    now += 1000;
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('[data-unit=seconds]')!.textContent).toBe('01');
    now += 2000;
    vi.advanceTimersByTime(2000);
    expect(document.querySelector<HTMLElement>('.units')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-ended]')!.hidden).toBe(false);
  });
});

describe('the basket count island', () => {
  const markup = `<a href="/webapp/basket" data-forms='{"one":"Koszyk, {{count}} produkt","few":"Koszyk, {{count}} produkty","many":"Koszyk, {{count}} produktów"}'><span>Koszyk</span><span data-count>0</span></a>`;
  it('shows the count with the plural form of the page language', async () => {
    document.documentElement.lang = 'pl-PL';
    document.body.innerHTML = markup;
    const link = document.querySelector('a')!;
    await mountBasketCount(link, async () => new Response(JSON.stringify({ count: 3 }), { status: 200 }));
    expect(link.querySelector('[data-count]')!.textContent).toBe('3');
    expect(link.getAttribute('aria-label')).toBe('Koszyk, 3 produkty');
    await mountBasketCount(link, async () => new Response(JSON.stringify({ count: 5 }), { status: 200 }));
    expect(link.getAttribute('aria-label')).toBe('Koszyk, 5 produktów');
  });

  it('keeps 0 when the API fails or answers nonsense', async () => {
    document.body.innerHTML = markup;
    const link = document.querySelector('a')!;
    await mountBasketCount(link, async () => {
      throw new TypeError('offline');
    });
    await mountBasketCount(link, async () => new Response('{"count":"lots"}', { status: 200 }));
    expect(link.querySelector('[data-count]')!.textContent).toBe('0');
    expect(link.hasAttribute('aria-label')).toBe(false);
  });
});

describe('the video facade', () => {
  it('loads the player only after a click', () => {
    document.body.innerHTML = `<div data-youtube="aqz-KE-bpKQ" data-title="Film"><button>Play</button></div>`;
    const root = document.querySelector<HTMLElement>('div')!;
    mountVideo(root);
    expect(root.querySelector('iframe')).toBeNull();
    root.querySelector('button')!.click();
    expect(root.querySelector('iframe')!.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(root.querySelector('button')).toBeNull();
  });
});
