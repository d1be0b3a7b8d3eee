import { describe, expect, it } from 'vitest';
import { type ApiRoute, API_ROUTES } from './routes';

const keyOf = (r: ApiRoute) => `${r.method} ${r.path}`;

/**
 * The routes that answer JSON without a response schema in the registry, each with its reason. Any
 * other JSON route must declare one: the browser's client (src/api/client.ts) is typed by it and
 * the API tests check the server's answers against it (CHECK_RESPONSES).
 */
const UNDECLARED: Readonly<Record<string, string>> = {
  'ALL /auth/:action{session|csrf|providers|signin|signout|verify-request}':
    "Auth.js's own protocol: JSON or a redirect by action, defined by Auth.js",
  'ALL /auth/:action{signin|callback}/:provider{[a-z0-9-]+}': "Auth.js's sign-in and callback: redirects",
};

/** Whether a route answers JSON, by the registry's own mark for the others (`produces`). */
const answersJson = (r: ApiRoute) => r.produces === undefined;

/** The JSON routes that declare no response and are not on the list above. */
function undeclaredResponses(routes: readonly ApiRoute[], allowed = UNDECLARED): string[] {
  return routes.filter((r) => answersJson(r) && !r.response && !allowed[keyOf(r)]).map(keyOf);
}

describe('every JSON route declares its answer', () => {
  it('holds for the registry, and its list of exceptions names only routes still without one', () => {
    expect(undeclaredResponses(API_ROUTES)).toEqual([]);
    const stale = Object.keys(UNDECLARED).filter((key) => {
      const route = API_ROUTES.find((r) => keyOf(r) === key);
      return !route || route.response !== undefined || !answersJson(route);
    });
    expect(stale).toEqual([]);
  });

  it('fails on a JSON route without a response, and leaves non-JSON answers alone', () => {
    const routes: ApiRoute[] = [
      { method: 'GET', path: '/demo', tag: 'demo', summary: 'A demo read.', auth: 'none' },
      {
        method: 'GET',
        path: '/demo/file',
        tag: 'demo',
        summary: 'A PDF.',
        auth: 'none',
        produces: 'application/pdf',
      },
    ];
    expect(undeclaredResponses(routes)).toEqual(['GET /demo']);
  });

  it('counts: the JSON routes all declare one but the Auth.js protocol', () => {
    const json = API_ROUTES.filter(answersJson);
    const declared = json.filter((r) => r.response);
    // Printed so a run shows the figure the registry's rule is about.
    console.info(
      `${declared.length} of ${json.length} JSON routes declare a response (${API_ROUTES.length} routes)`,
    );
    expect(json.length - declared.length).toBe(Object.keys(UNDECLARED).length);
  });
});
