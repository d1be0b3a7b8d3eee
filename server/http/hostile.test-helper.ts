import { request } from 'node:http';
import type { Rng } from './fuzz.test-helper';

/**
 * Requests an attacker sends to hold a server (issue 26): bodies nested 10,000 to 200,000 levels
 * deep, objects of 100,000 members, a megabyte of text, queries past every limit. Built as text
 * (JSON.stringify of 200,000 levels overflows the stack) and kept, as the same few are sent to
 * every route.
 */

export const HOSTILE_LEVELS = [10_000, 20_000, 50_000, 100_000, 200_000] as const;
export const WIDE_MEMBERS = 100_000;

const built = new Map<string, string>();
function once(key: string, build: () => string): string {
  let text = built.get(key);
  if (text === undefined) {
    text = build();
    built.set(key, text);
  }
  return text;
}

export const deepArrays = (levels: number) =>
  once(`arrays ${levels}`, () => `${'['.repeat(levels)}${']'.repeat(levels)}`);
export const deepObjects = (levels: number) =>
  once(`objects ${levels}`, () => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
export const deepMixed = (levels: number) =>
  once(`mixed ${levels}`, () => `${'[{"a":'.repeat(levels / 2)}1${'}]'.repeat(levels / 2)}`);
export const wideObject = (members: number) =>
  once(`object ${members}`, () => `{${Array.from({ length: members }, (_, i) => `"k${i}":${i}`).join(',')}}`);
export const wideArrayOfObjects = (members: number) =>
  once(`array ${members}`, () => `[${'{"a":1},'.repeat(members - 1)}{"a":1}]`);
export const megabyteOfText = () => once('text', () => 'x'.repeat(1024 * 1024));

export interface HostileBody {
  what: string;
  body: string;
  contentType: string;
  /** Sent without a Content-Length, in chunks: the server only learns the size as it reads. */
  chunked: boolean;
}

const PLACEHOLDER = '__hostile_value__';

/**
 * `count` hostile bodies for a route, picked by the seeded generator; `valid` is a body the route
 * accepts (or null), so one of them hides the nesting inside an otherwise good request.
 */
export function hostileBodies(
  rng: Rng,
  count: number,
  valid: unknown,
  paths: PropertyKey[][],
): HostileBody[] {
  const levels = () => rng.pick(HOSTILE_LEVELS);
  const json = (what: string, body: string): HostileBody => ({
    what,
    body,
    contentType: 'application/json',
    chunked: rng.next() < 0.3,
  });
  const makers: (() => HostileBody)[] = [
    () => {
      const n = levels();
      return json(`${n} nested arrays`, deepArrays(n));
    },
    () => {
      const n = levels();
      return json(`${n} nested objects`, deepObjects(n));
    },
    () => {
      const n = levels();
      return json(`${n} nested arrays and objects`, deepMixed(n));
    },
    () => json(`an object of ${WIDE_MEMBERS} members`, wideObject(WIDE_MEMBERS)),
    () => json(`an array of ${WIDE_MEMBERS} objects`, wideArrayOfObjects(WIDE_MEMBERS)),
    () => {
      const n = levels();
      const at = paths.length > 0 ? rng.pick(paths) : null;
      const envelope =
        valid && typeof valid === 'object' && at
          ? setPlaceholder(structuredClone(valid), at)
          : { [PLACEHOLDER]: PLACEHOLDER };
      const text = JSON.stringify(envelope).replace(`"${PLACEHOLDER}"`, deepArrays(n));
      return json(`a good body with ${n} nested arrays at ${at ? at.join('.') : 'a new field'}`, text);
    },
    () => ({
      what: 'a megabyte of text/plain',
      body: megabyteOfText(),
      contentType: 'text/plain',
      chunked: rng.next() < 0.5,
    }),
  ];
  return rng.sample(makers, count).map((make) => make());
}

function setPlaceholder(root: unknown, path: PropertyKey[]): unknown {
  if (path.length === 0) return PLACEHOLDER;
  let cur = root as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!cur[key] || typeof cur[key] !== 'object') cur[key] = {};
    cur = cur[key] as Record<PropertyKey, unknown>;
  }
  cur[path[path.length - 1]!] = PLACEHOLDER;
  return root;
}

/** Query strings past the API's limit (414) and past the HTTP server's header limit (431). */
export const HOSTILE_QUERIES: readonly { what: string; query: string }[] = [
  { what: 'a query of 1,200 keys (4.8 KB)', query: 'a=1&'.repeat(1200) },
  { what: `a query of ${WIDE_MEMBERS} keys`, query: 'a=1&'.repeat(WIDE_MEMBERS) },
];

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** From the first byte sent to the whole answer read. */
  ms: number;
}

/**
 * One request on a connection of its own, as a browser would send it (same-origin, its cookies).
 * The answer may come before the body is all sent (a 413 reads no further) and the server may
 * then close: writing stops and errors after the answer are expected, not failures.
 */
export function sendRaw(
  url: string,
  init: { method: string; cookie: string; body?: HostileBody },
  giveUpMs: number,
): Promise<RawAnswer> {
  const started = performance.now();
  const { body } = init;
  const origin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, {
      method: init.method,
      agent: false,
      headers: {
        origin,
        'sec-fetch-site': 'same-origin',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
        ...(body && !body.chunked ? { 'content-length': Buffer.byteLength(body.body) } : {}),
      },
    });
    const giveUp = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${giveUpMs} ms`));
    }, giveUpMs);
    req.on('error', (err) => {
      if (answered) return;
      clearTimeout(giveUp);
      reject(err);
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
      });
      res.on('error', () => {});
      res.on('end', () => {
        clearTimeout(giveUp);
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text,
          ms: performance.now() - started,
        });
        req.destroy();
      });
    });
    if (!body) {
      req.end();
      return;
    }
    const CHUNK = 64 * 1024;
    let offset = 0;
    const write = () => {
      while (!answered && offset < body.body.length) {
        const piece = body.body.slice(offset, offset + CHUNK);
        offset += CHUNK;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

/**
 * Asks `url` (the health route) every 100 ms until stopped, each time allowing `boundMs`; answers
 * what went wrong (a failed, slow or non-200 answer). A request that holds the event loop shows
 * here as a health check that did not answer in time.
 */
export function pollHealth(url: string, boundMs: number) {
  const problems: string[] = [];
  let asked = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(boundMs) });
        await res.body?.cancel();
        const ms = performance.now() - started;
        if (res.status !== 200) problems.push(`health answered ${res.status}`);
        else if (ms > boundMs) problems.push(`health took ${Math.round(ms)} ms`);
      } catch (err) {
        problems.push(`health did not answer: ${(err as Error).name}`);
      }
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    /** Stops asking; answers the problems seen and how many times health was asked. */
    stop: async () => {
      stopped = true;
      await done;
      return { problems, asked };
    },
  };
}
