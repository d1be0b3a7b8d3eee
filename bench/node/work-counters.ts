/**
 * Counts the work a page does, independent of time (so the shared machine's noise does not change
 * it): React components rendered and commits (through the hook React DevTools uses, which
 * production builds call too), canvas clears and draw calls (Konva clears a layer's canvas before
 * it draws it again), and IndexedDB transactions and requests. Installed before the page's own
 * scripts with `context.addInitScript(WORK_COUNTERS)`; `window.benchWork.reset()` starts over and
 * `window.benchWork.read()` answers the counts so far.
 *
 * A plain script string: tsx would wrap named functions in helpers the page does not have.
 */
export const WORK_COUNTERS = `(() => {
  const counts = {};
  const names = {};
  const bump = (name, n = 1) => { counts[name] = (counts[name] || 0) + n; };
  window.benchWork = {
    reset() { for (const o of [counts, names]) for (const k of Object.keys(o)) delete o[k]; },
    read() { return { ...counts }; },
    /** The components rendered, by name (minified in a production build). */
    components() { return { ...names }; },
  };
  // React: a fiber whose component function ran in this commit has the PerformedWork flag (1).
  // A subtree React bailed out of keeps its old fibers (their flags are an earlier commit's): it
  // is the same child as the alternate's, and is not walked.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const rendered = (fiber) => {
    let n = 0;
    const stack = [fiber];
    while (stack.length) {
      const f = stack.pop();
      if (COMPONENT_TAGS.has(f.tag) && (f.flags & 1) === 1) {
        n += 1;
        const type = f.type && (f.type.type || f.type.render || f.type);
        const name = (type && (type.displayName || type.name)) || '?';
        names[name] = (names[name] || 0) + 1;
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child && (f.alternate === null || f.child !== f.alternate.child)) stack.push(f.child);
    }
    return n;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      bump('reactCommits');
      bump('reactRenders', rendered(root.current));
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
  const wrap = (proto, names, counter) => {
    for (const name of names) {
      const original = proto && proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) { bump(counter); return original.apply(this, args); };
    }
  };
  const ctx = window.CanvasRenderingContext2D && CanvasRenderingContext2D.prototype;
  wrap(ctx, ['clearRect'], 'canvasClears');
  wrap(ctx, ['drawImage', 'fill', 'stroke', 'fillRect', 'strokeRect', 'fillText', 'strokeText'], 'canvasDraws');
  wrap(window.IDBDatabase && IDBDatabase.prototype, ['transaction'], 'idbTransactions');
  wrap(window.IDBObjectStore && IDBObjectStore.prototype,
    ['get', 'getAll', 'getKey', 'getAllKeys', 'put', 'add', 'delete', 'clear', 'count', 'openCursor', 'openKeyCursor'],
    'idbRequests');
  wrap(window.IDBIndex && IDBIndex.prototype,
    ['get', 'getAll', 'getKey', 'getAllKeys', 'count', 'openCursor', 'openKeyCursor'], 'idbRequests');
  const originalFetch = window.fetch;
  window.fetch = function (...args) { bump('fetches'); return originalFetch.apply(this, args); };
})()`;
