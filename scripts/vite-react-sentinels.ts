import { rewriteDependency } from './vite-rewrite-dependency';

/**
 * React's production renderers in a build: React DOM's client (`react-dom/client`), and the
 * reconciler react-konva builds the editor's canvas renderer with (`react-reconciler`).
 */
export const REACT_RENDERERS =
  /[\\/](?:react-dom[\\/]cjs[\\/]react-dom-client|react-reconciler[\\/]cjs[\\/]react-reconciler)\.production\.js$/;

/**
 * The values React throws to itself and catches by identity (`thrownValue === SuspenseException`):
 * made once, while its module is evaluated (the reconciler's: when a renderer is made), and never
 * shown to anyone.
 */
export const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const HELPER = 'bindery$sentinel';

/**
 * A sentinel as an object with Error's prototype and an own message and stack (so `instanceof
 * Error`, `String()` and a logger's `.stack` read as before), made without Error's constructor.
 */
const HELPER_SOURCE = `
function ${HELPER}(message) {
  var value = Object.create(Error.prototype);
  Object.defineProperty(value, "message", { value: message, writable: true, configurable: true });
  Object.defineProperty(value, "stack", { value: "Error: " + message, writable: true, configurable: true });
  return value;
}
`;

/**
 * A React renderer's production build with its sentinels made by `bindery$sentinel` instead of
 * `Error()`.
 *
 * Why: with a DevTools client attached (Lighthouse, our benches, Playwright), Chromium records a
 * stack with line numbers for every Error made. The sentinels are made while the renderer's whole
 * module (one function of about 200 KB) and its chunk's top level are on the stack, and V8 then
 * parses both again for their line numbers: 25-30 ms of the entry's evaluation in one task, and
 * as much again when the editor's code arrives (react-konva's reconciler), four times that under
 * Lighthouse's CPU slowdown. A visitor without DevTools never paid it; the lab's measures did.
 *
 * Throws unless every sentinel is found once, made as React 19 makes it: a React that makes them
 * otherwise must be looked at again, not passed through unchanged.
 */
export function reactSentinels(code: string): string {
  if (code.includes(`function ${HELPER}(`))
    throw new Error('react-sentinels: the code has the helper already');
  let out = code;
  for (const name of REACT_SENTINELS) {
    const made = new RegExp(`(\\b${name} = )Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
    const found = out.match(made)?.length ?? 0;
    if (found !== 1)
      throw new Error(`react-sentinels: ${name} is made ${found} times as Error(...), not once`);
    out = out.replace(made, `$1${HELPER}($2)`);
  }
  return out + HELPER_SOURCE;
}

/** The build step: rewrites React's production renderers as they are bundled. */
export const reactSentinelsPlugin = () =>
  rewriteDependency('bindery-react-sentinels', REACT_RENDERERS, reactSentinels);
