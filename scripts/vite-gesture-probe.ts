import { rewriteDependency } from './vite-rewrite-dependency';

/** @use-gesture/core's shared build, as its actions resolve in a build. */
export const USE_GESTURE_ACTIONS = /[\\/]@use-gesture[\\/]core[\\/]dist[\\/]actions-[0-9a-f]+\.esm\.js$/;

const PROBE = "return 'constructor' in GestureEvent;";
const QUIET_PROBE = "return typeof GestureEvent !== 'undefined' && 'constructor' in GestureEvent;";

/**
 * @use-gesture/core's probe for Safari's GestureEvent, which answers the same without throwing
 * where there is none.
 *
 * Why: the probe runs while the module is evaluated and, in Chromium, throws a ReferenceError that
 * it catches. With a DevTools client attached (Lighthouse, our benches) Chromium records a stack
 * with line numbers for every error made, and V8 parses the whole chunk on that stack again for
 * them: about 25 ms as the editor's code arrives, 100 ms at 4x CPU slowdown (docs/ARCHITECTURE.md,
 * "What the lab sees that a visitor does not").
 *
 * Throws unless the probe is found once: a use-gesture that probes otherwise must be looked at again.
 */
export function quietGestureProbe(code: string): string {
  const found = code.split(PROBE).length - 1;
  if (found !== 1) throw new Error(`gesture-probe: the GestureEvent probe is found ${found} times, not once`);
  return code.replace(PROBE, QUIET_PROBE);
}

/** The build step: rewrites use-gesture's probe as it is bundled. */
export const gestureProbePlugin = () =>
  rewriteDependency('bindery-gesture-probe', USE_GESTURE_ACTIONS, quietGestureProbe);
