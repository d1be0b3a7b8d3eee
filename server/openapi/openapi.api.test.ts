import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema } from '../../contract/catalog/catalog';
import { type OpenApiDocument, openApiPath } from '../../contract/api/openapi';
import { shippingOptionsAnswer } from '../../contract/api/shipping';
import { API_ROUTES } from '../../contract/api/routes';
import { apiRoutes } from '../app';
import { json, startTestServer, type TestServer } from '../test/harness';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let server: TestServer;
let doc: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(server.api('/openapi.json'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = await json<OpenApiDocument>(res);
});
afterAll(() => server?.stop());

/** Every handler Hono actually mounts under /webapp/api (middleware such as `use('*')` left out). */
function mountedRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of inspectRoutes(apiRoutes())) {
    if (r.isMiddleware) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method.toLowerCase(), path: r.path });
  }
  return [...seen.values()];
}

/** Every operation of the description, with the Hono path it was declared with. */
function describedOperations(): { method: string; path: string; honoPath: string }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, honoPath: String(op['x-hono-path']) })),
  );
}

/**
 * Routes that change something but declare no JSON body, each with why. Every other POST, PUT or
 * PATCH route must carry its body schema, so the typed client checks what it sends.
 */
const NO_BODY: Record<string, string> = {
  'POST /auth/guest': 'takes no input: it only starts a guest session',
  'POST /auth/passkeys/login/begin': 'takes no input: it only issues a challenge',
  'POST /user/passkeys/register/begin': 'takes no input: the signed-in user is the input',
  'POST /account/sign-out-everywhere': 'takes no input: the signed-in user is the input',
  'POST /admin/orders/late/sweep': 'takes no input: it runs the late rule over every open order',
  'ALL /auth/:action{session|csrf|providers|signin|signout|verify-request}':
    "Auth.js's own routes (form posts)",
  'ALL /auth/:action{signin|callback}/:provider{[a-z0-9-]+}': "Auth.js's own routes (form posts, OAuth)",
  'ALL /photo/upload': 'tus resumable upload protocol (binary chunks, not JSON)',
  'ALL /photo/upload/*': 'tus resumable upload protocol (binary chunks, not JSON)',
  'POST /payment/sandbox/:page{challenge|wallet}/:ref/:answer{approve|deny}':
    'a button of a sandbox HTML page: the answer is in the path',
  'POST /print-partner/webhook/:partner':
    "the partner's own body, read raw: its HMAC signature is over the bytes as sent",
};

describe('the route registry', () => {
  it('gives every POST, PUT and PATCH route a body schema, or names why not', () => {
    const missing = API_ROUTES.filter(
      (r) =>
        (r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH' || r.method === 'ALL') && !r.body,
    )
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in NO_BODY));
    expect(missing).toEqual([]);
    const known = new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(NO_BODY).filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('GET /webapp/api/openapi.json', () => {
  it('is an OpenAPI 3 document: version, info, paths with methods and responses', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers[0]?.url).toBe('/webapp/api');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      expect(Object.keys(item).length).toBeGreaterThan(0);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operationIds.has(op.operationId), `operationId ${op.operationId} is unique`).toBe(false);
        operationIds.add(op.operationId);
        const declared = ((op as { parameters?: { name: string; in: string }[] }).parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(declared.sort(), `path parameters of ${method} ${path}`).toEqual([...templated].sort());
      }
    }
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/schemas\/(\w+)"/g) ?? [];
    for (const ref of refs) {
      const name = ref.split('/').pop()!.replace('"', '');
      expect(doc.components.schemas as Record<string, unknown>).toHaveProperty(name);
    }
  });

  it('describes every route the server mounts', () => {
    const described = describedOperations();
    const missing = mountedRoutes().filter(
      (m) => !described.some((d) => d.honoPath === m.path && (m.method === 'all' || d.method === m.method)),
    );
    expect(missing.map((m) => `${m.method.toUpperCase()} ${m.path}`)).toEqual([]);
  });

  it('describes no route the server does not mount', () => {
    const mounted = mountedRoutes();
    const extra = describedOperations().filter(
      (d) => !mounted.some((m) => m.path === d.honoPath && (m.method === 'all' || m.method === d.method)),
    );
    expect(extra.map((d) => `${d.method.toUpperCase()} ${d.path}`)).toEqual([]);
  });

  it('writes Hono paths as OpenAPI paths with their parameters', () => {
    expect(openApiPath('/account/addresses/:uuid').path).toBe('/account/addresses/{uuid}');
    expect(openApiPath('/payment/sandbox/:page{challenge|wallet}/:ref')).toEqual({
      path: '/payment/sandbox/{page}/{ref}',
      params: [
        {
          name: 'page',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['challenge', 'wallet'] },
        },
        { name: 'ref', in: 'path', required: true, schema: { type: 'string' } },
      ],
    });
    expect(openApiPath('/photo/upload/*').path).toBe('/photo/upload/{path}');
  });

  it('declares the schemas the server really reads and answers', async () => {
    const addresses = doc.paths['/account/addresses']!.post as { requestBody?: unknown };
    expect(JSON.stringify(addresses.requestBody)).toContain('"postcode"');
    const catalog = await fetch(server.api('/catalog?currency=EUR&locale=de-de'));
    expect(catalogSchema.safeParse(await catalog.json()).success).toBe(true);
    const shipping = await fetch(server.api('/shipping-options?country=de'));
    expect(shippingOptionsAnswer.safeParse(await shipping.json()).success).toBe(true);
  });
});
