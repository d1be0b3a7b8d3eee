import { type ReactNode, useEffect } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

type Wrap = (content: ReactNode) => ReactNode;

/**
 * What the page on screen gives its modals. The modal host sits at the app's root, outside the
 * page's providers (the editor's session), so a page lends its context to the modals it opens: a
 * context bridge, as portals and other renderers use.
 */
const scopes = proxy<{ wraps: Wrap[] }>({ wraps: [] });

/** Wraps every modal's content in `wrap` while the calling component is mounted (keep it stable). */
export function useModalScope(wrap: Wrap): void {
  useEffect(() => {
    const held = ref(wrap);
    scopes.wraps.push(held);
    return () => {
      const at = scopes.wraps.indexOf(held);
      if (at >= 0) scopes.wraps.splice(at, 1);
    };
  }, [wrap]);
}

/** A modal's content inside the scopes lent by the page. */
export function ModalScoped({ children }: { children: ReactNode }) {
  const { wraps } = useSnapshot(scopes);
  return <>{wraps.reduceRight<ReactNode>((content, wrap) => wrap(content), children)}</>;
}
