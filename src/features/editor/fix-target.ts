import { useEffect } from 'react';
import type { EditorSession } from './state/session';

/** Where the order step's "Fix" sends the customer: `/editor/ID?page=PAGE_ID&frame=FRAME_ID`. */
export function fixHref(printId: string, pageId: string | null, frameId: string | null): string {
  const query = new URLSearchParams();
  if (pageId) query.set('page', pageId);
  if (frameId) query.set('frame', frameId);
  const q = query.toString();
  return `/editor/${printId}${q ? `?${q}` : ''}`;
}

/** The page and frame a URL's query names, or null. */
export function fixTargetOf(search: string): { pageId: string; frameId: string | null } | null {
  const query = new URLSearchParams(search);
  const pageId = query.get('page');
  return pageId ? { pageId, frameId: query.get('frame') } : null;
}

/**
 * Issue 53: opened from a print check's "Fix", the editor shows that page with that frame
 * selected, once; the query then leaves the address, so a reload opens where the customer is.
 */
export function useFixTarget(session: EditorSession, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const target = fixTargetOf(window.location.search);
    if (!target) return;
    session.showPage(target.pageId);
    if (target.frameId) session.select({ pageId: target.pageId, frameId: target.frameId });
    const url = new URL(window.location.href);
    url.searchParams.delete('page');
    url.searchParams.delete('frame');
    window.history.replaceState(window.history.state, '', url);
  }, [session, open]);
}
