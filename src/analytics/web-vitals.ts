import type { Metric } from 'web-vitals';
import { track } from './track';

/** Share of visits whose speed measurements are reported (SPEC §9). */
export const WEB_VITALS_SAMPLE_RATE = 0.2;

/**
 * Reports Core Web Vitals as WebVital events for a sample of visits. The measuring library is
 * downloaded only for the sampled visits; it reads the paints that already happened from the
 * browser's buffered performance entries, so starting after the first paint loses none.
 */
export function measureWebVitals(random: () => number = Math.random): boolean {
  if (random() >= WEB_VITALS_SAMPLE_RATE) return false;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const report = (metric: Metric) =>
      track('WebVital', {
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
        route: location.pathname,
      });
    onCLS(report);
    onFCP(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
  });
  return true;
}
