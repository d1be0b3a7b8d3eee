import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { track } from './track';

/** One PageView (route, locale) per navigation; re-renders and repeated effects do not count. */
export function usePageViews(localeOf: (route: string) => string): void {
  const [route] = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === route) return;
    last.current = route;
    track('PageView', { route, locale: localeOf(route) });
  }, [route, localeOf]);
}
