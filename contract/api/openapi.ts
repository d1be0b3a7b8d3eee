import { z } from 'zod';
import { errorBodySchema } from './common';
import { API_ROUTES, type ApiRoute } from './routes';

/** The base every path of the registry is mounted under. */
export const API_BASE = '/webapp/api';

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

const SIMPLE_ALTERNATIVES = /^[\w-]+(\|[\w-]+)*$/;

/**
 * A Hono path in OpenAPI form, with its path parameters: `:id` → `{id}`, `:page{a|b}` → `{page}`
 * (an enum), `:code{[a-z]+}` → `{code}` (a pattern), a trailing `*` → `{path}`.
 */
export function openApiPath(honoPath: string): { path: string; params: Parameter[] } {
  const params: Parameter[] = [];
  const path = honoPath
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        params.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' } });
        return '{path}';
      }
      const m = /^:(\w+)(?:\{(.+)\})?$/.exec(segment);
      if (!m) return segment;
      const [, name, pattern] = m as unknown as [string, string, string | undefined];
      const schema: JsonSchema = !pattern
        ? { type: 'string' }
        : SIMPLE_ALTERNATIVES.test(pattern)
          ? { type: 'string', enum: pattern.split('|') }
          : { type: 'string', pattern: `^${pattern}$` };
      params.push({ name, in: 'path', required: true, schema });
      return `{${name}}`;
    })
    .join('/');
  return { path, params };
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The query or path parameters a zod object declares, as OpenAPI parameters. */
function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): Parameter[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

function successContent(route: ApiRoute): Record<string, unknown> {
  if (route.produces === 'redirect' || route.produces === 'tus') return {};
  if (route.produces) return { [route.produces]: { schema: {} } };
  return { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } };
}

function operation(route: ApiRoute, method: string, pathParams: Parameter[]) {
  const declared = parametersOf(route.params, 'path');
  const parameters = [
    ...pathParams.map((p) => declared.find((d) => d.name === p.name) ?? p),
    ...parametersOf(route.query, 'query'),
  ];
  const success =
    route.produces === 'redirect'
      ? { '302': { description: 'A redirect.' } }
      : {
          '200': {
            description: route.produces === 'tus' ? 'A tus protocol answer.' : 'Success.',
            content: successContent(route),
          },
        };
  return {
    operationId: `${method}${route.path.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [route.tag],
    summary: route.summary,
    ...(route.auth === 'session' ? { security: [{ sessionCookie: [] }, { bearer: [] }] } : {}),
    ...(route.auth === 'optional' ? { security: [{}, { sessionCookie: [] }, { bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...success,
      default: {
        description: 'An error: 4xx with a clear message for a bad request, 5xx for a server failure.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    'x-hono-path': route.path,
  };
}

/** The methods a registry entry stands for, lower-case as OpenAPI keys them. */
export function methodsOf(route: ApiRoute): string[] {
  return (route.method === 'ALL' ? (route.methods ?? ['GET', 'POST']) : [route.method]).map((m) =>
    m.toLowerCase(),
  );
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, ReturnType<typeof operation>>>;
  components: Record<string, unknown>;
}

/** The OpenAPI 3.1 description of /webapp/api, built from the route registry. */
export function buildOpenApi(version: string, routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const { path, params } = openApiPath(route.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    for (const method of methodsOf(route)) {
      if (item[method]) throw new Error(`The API registry lists ${method.toUpperCase()} ${path} twice.`);
      item[method] = operation(route, method, params);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bindery API',
      version,
      description:
        'The JSON API of the Bindery web app. Errors answer `{ error: { code, message, field?, details? } }`.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
