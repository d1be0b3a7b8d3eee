import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { MAX_BATCH_BYTES } from '../contract/api/collab';
import { currencySchema, DEFAULT_CURRENCY } from '../contract/money/currencies';

const port = z.coerce
  .number({ message: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');

/** A whole number of `unit` within bounds, with a default; `maxNote` says what the maximum is in words. */
const count = (fallback: number, min: number, max: number, unit: string, maxNote?: string) =>
  z.coerce
    .number({ message: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}${maxNote ? ` (${maxNote})` : ''}`)
    .default(fallback);

/** Hours, fractions allowed, up to 30 days. */
const hours = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of hours' })
    .min(0, 'must not be negative')
    .max(720, 'must be at most 720 (30 days)')
    .default(fallback);

/**
 * Fair shares of shared designs (issue 54, server/collab/limits.ts): per member (across their
 * devices) and per connection (one device's client id), batches, ops, op bytes and presence posts
 * a second, each bucket holding COLLAB_LIMIT_BURST_SECONDS of its rate; past one, a 429 with
 * Retry-After. A batch's ops are at most COLLAB_BATCH_LIMIT_BYTES (413), a member holds at most
 * COLLAB_MEMBER_STREAMS live streams (429), and a stream with more than COLLAB_STREAM_BUFFER_BYTES
 * waiting for its reader is dropped. The op log of a design keeps at most COLLAB_OPLOG_KEEP_BYTES
 * of batches (server/collab/oplog.ts).
 */
const collabLimitsSchema = {
  // A device sends a batch at most every 30 ms (33 a second while dragging): 20 with 4 s of burst
  // let a 6 s drag through unslowed. Ops and bytes: far above a person's edits, far below a flood.
  COLLAB_MEMBER_BATCHES_PER_SECOND: count(30, 1, 100_000, 'batches'),
  COLLAB_CONNECTION_BATCHES_PER_SECOND: count(20, 1, 100_000, 'batches'),
  COLLAB_MEMBER_OPS_PER_SECOND: count(500, 1, 10_000_000, 'ops'),
  COLLAB_CONNECTION_OPS_PER_SECOND: count(250, 1, 10_000_000, 'ops'),
  COLLAB_MEMBER_OP_BYTES_PER_SECOND: count(131_072, 1024, 1_073_741_824, 'bytes'),
  COLLAB_CONNECTION_OP_BYTES_PER_SECOND: count(65_536, 1024, 1_073_741_824, 'bytes'),
  COLLAB_MEMBER_PRESENCE_PER_SECOND: count(10, 1, 100_000, 'posts'),
  COLLAB_CONNECTION_PRESENCE_PER_SECOND: count(4, 1, 100_000, 'posts'),
  COLLAB_LIMIT_BURST_SECONDS: count(4, 1, 3600, 'seconds', 'an hour'),
  COLLAB_BATCH_LIMIT_BYTES: count(
    MAX_BATCH_BYTES,
    1024,
    MAX_BATCH_BYTES,
    'bytes',
    "the contract's MAX_BATCH_BYTES",
  ),
  COLLAB_MEMBER_STREAMS: count(8, 1, 10_000, 'streams'),
  COLLAB_STREAM_BUFFER_BYTES: count(1_048_576, 65_536, 1_073_741_824, 'bytes'),
  COLLAB_OPLOG_KEEP_BYTES: count(8_388_608, 65_536, 1_099_511_627_776, 'bytes'),
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1, 'must name a folder').default('./data'),
  DIST_DIR: z.string().min(1, 'must name a folder').default('./dist'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://bindery.example' }).optional(),
  /** Behind a TLS-terminating proxy: believe its X-Forwarded-Proto (for Secure cookies). */
  TRUST_PROXY: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Tests: every JSON answer is parsed with its route's declared response schema (server/http/response-contract.ts). */
  CHECK_RESPONSES: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  DEFAULT_CURRENCY: currencySchema.default(DEFAULT_CURRENCY),
  GROWTHBOOK_API_HOST: z
    .url({ message: 'must be an absolute URL such as https://cdn.growthbook.io' })
    .optional(),
  GROWTHBOOK_CLIENT_KEY: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bindery <no-reply@bindery.example>'),
  PAYPAL_ISSUER: z.url({ message: 'must be the OpenID issuer URL' }).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  // --- w53-lifecycle: the change window (order/change-window.ts) ---
  /** Minutes a paid order is held before it goes to the printer; a fraction for tests (0.25 = 15 s). */
  ORDER_CANCEL_WINDOW_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes, such as 120 or 0.5' })
    .min(0, 'must be a number of minutes, such as 120 or 0.5')
    .max(10_080, 'must be at most a week (10080 minutes)')
    .default(120),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ message: 'must be an absolute URL such as https://api.openai.com/v1' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Photo uploads go to this S3-compatible bucket instead of DATA_DIR/uploads when set. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ message: 'must be a URL such as http://127.0.0.1:9000' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * Embedded job queue: a running job's lease. The worker renews it every third of this; a job
   * whose lease ran out (its worker died) is taken back and run again.
   */
  /**
   * in-process: this server also runs queued jobs (renditions, print files, e-mail); the embedded
   * database needs it. off: it only queues them, for `npm run worker` processes (PostgreSQL only).
   */
  WORKER: z.enum(['in-process', 'off'], { message: 'must be in-process or off' }).default('in-process'),
  /**
   * PostgreSQL (pg-boss): a job running longer than this is taken for dead (its worker killed) and
   * run again; pg-boss has no heartbeat, so keep it above the longest job (a big book's print file).
   */
  JOB_TIMEOUT_MS: count(900_000, 1000, 86_400_000, 'milliseconds', 'a day'),
  /**
   * Sign-ins and sign-ups one client address may try in 15 minutes (per address: 10). The journeys
   * sign up a new customer each from one address, more than 100 in a quarter of an hour.
   */
  SIGN_IN_LIMIT_PER_CLIENT: count(100, 1, 100_000, 'tries'),
  /** Lines one client address may send to the anonymous client-log route in a minute. */
  CLIENT_LOG_LIMIT_PER_CLIENT: count(30, 1, 100_000, 'lines'),
  JOB_LEASE_MS: count(30_000, 100, 3_600_000, 'milliseconds', 'an hour'),
  /**
   * Who prints paid orders: Lulu's Print API (the default, through the simulator beside the server
   * unless LULU_API_URL names the real one) or a hot folder under DATA_DIR (README).
   */
  PRINT_PARTNER: z.enum(['file-system', 'lulu'], { message: 'must be file-system or lulu' }).default('lulu'),
  LULU_API_URL: z.url({ message: 'must be an absolute URL such as https://api.sandbox.lulu.com' }).optional(),
  LULU_CLIENT_KEY: z.string().min(1).optional(),
  LULU_CLIENT_SECRET: z.string().min(1).optional(),
  /** Lulu signs its webhooks with this (HMAC-SHA256 over the raw body). */
  LULU_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** on (the default, with PRINT_PARTNER=lulu and no LULU_API_URL): the server starts the Lulu-shaped simulator. */
  LULU_SIMULATOR: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** 0: any free port on loopback. */
  LULU_SIMULATOR_PORT: port.default(0),
  /** Signs the expiring URLs a partner fetches print files by (AUTH_SECRET when unset). */
  PRINT_FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PRINT_FILE_URL_TTL_HOURS: count(72, 1, 720, 'hours', '30 days'),
  /** An order not final at the partner is asked about this long after its last news (dead webhooks). */
  PRINT_PARTNER_RECONCILE_HOURS: hours(12),
  /** The operator's list of orders stuck at the partner: no news for this long. */
  PRINT_PARTNER_STUCK_HOURS: hours(48),
  /** More carrier hosts a tracking link may point to, comma-separated (server/print-partner/tracking-urls.ts). */
  PRINT_PARTNER_TRACKING_HOSTS: z.string().optional(),
  /** First wait before a failed submission is tried again (doubling, at most an hour). */
  PRINT_PARTNER_RETRY_MS: count(30_000, 10, 3_600_000, 'milliseconds', 'an hour'),
  /**
   * The op log of a design (server/collab/oplog.ts) drops a batch once it is outside the newest
   * COLLAB_OPLOG_KEEP_BATCHES and older than COLLAB_OPLOG_KEEP_DAYS; a device further behind loads
   * the whole design again.
   */
  COLLAB_OPLOG_KEEP_BATCHES: count(1000, 10, 1_000_000, 'batches'),
  COLLAB_OPLOG_KEEP_DAYS: count(7, 0, 3650, 'days', 'ten years'),
  ...collabLimitsSchema,
});

/** Milliseconds, for the HTTP server's limits on slow clients. */
const millis = (fallback: number) => count(fallback, 1, 3_600_000, 'milliseconds', 'an hour');

const httpSchema = z
  .object({
    /**
     * Request line and headers together (Node's maxHeaderSize); more is answered 431. Node's own
     * default: room for Auth.js's session cookies (chunked at 4 KB) and any browser's headers.
     */
    HTTP_HEADER_LIMIT_BYTES: count(16_384, 1024, 1_048_576, 'bytes'),
    /** An API query string; more is answered 414. The longest are sign-in callbacks (a token, a state). */
    API_QUERY_LIMIT_BYTES: count(4096, 256, 1_048_576, 'bytes'),
    /** Any API body but a design's (and tus uploads, which have their own limit); more is 413. */
    API_BODY_LIMIT_BYTES: count(65_536, 1024, 268_435_456, 'bytes'),
    /** A whole design document (POST /print, /print/update): a 140-page book of 1,000 photos is 0.66 MB. */
    API_DESIGN_BODY_LIMIT_BYTES: count(4_194_304, 1024, 268_435_456, 'bytes'),
    /** Arrays and objects nested in an API body, checked before it is parsed; deeper is a 400. Designs nest 7. */
    API_JSON_DEPTH_LIMIT: count(64, 8, 1000, 'levels'),
    /** Named fields in one API body (a design's aside), checked before it is parsed; more is 413. */
    API_JSON_KEYS_LIMIT: count(5000, 100, 10_000_000, 'fields'),
    /** Named fields in a design body: a 140-page book of 1,000 photos has 36,000. */
    API_DESIGN_JSON_KEYS_LIMIT: count(300_000, 100, 10_000_000, 'fields'),
    /** A client must have sent all its request headers within this time, or the socket is closed. */
    HTTP_HEADERS_TIMEOUT_MS: millis(20_000),
    /** The whole request, body included (tus chunks over a slow phone line), must arrive within this. */
    HTTP_REQUEST_TIMEOUT_MS: millis(300_000),
    /**
     * An idle kept-alive socket is closed after this. Longer than the clients' own (Node's agent
     * drops an idle socket after 5 s): with both at 5 s, a client could send on a socket the server
     * was closing and get ECONNRESET (a journey's API read did, once in CI). 65 s also outlasts a
     * load balancer's usual 60 s idle timeout.
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: millis(65_000),
    /**
     * An API handler that has not answered within this is answered 503 UNAVAILABLE and logged
     * (server/http/request-timeout.ts); tus uploads are exempt.
     */
    API_REQUEST_TIMEOUT_MS: millis(30_000),
    /** On SIGTERM/SIGINT, in-flight requests and the running job get this long; then the process exits 1. */
    SHUTDOWN_TIMEOUT_MS: millis(10_000),
  })
  .refine((v) => v.HTTP_HEADERS_TIMEOUT_MS <= v.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  })
  .refine((v) => v.API_DESIGN_BODY_LIMIT_BYTES >= v.API_BODY_LIMIT_BYTES, {
    message: 'must not be smaller than API_BODY_LIMIT_BYTES',
    path: ['API_DESIGN_BODY_LIMIT_BYTES'],
  })
  .refine((v) => v.API_DESIGN_JSON_KEYS_LIMIT >= v.API_JSON_KEYS_LIMIT, {
    message: 'must not be smaller than API_JSON_KEYS_LIMIT',
    path: ['API_DESIGN_JSON_KEYS_LIMIT'],
  });

export type Config = Readonly<
  Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'DIST_DIR'> &
    z.infer<typeof httpSchema> & {
      DATA_DIR: string;
      DIST_DIR: string;
    }
>;

/**
 * The site's own origin, for links in e-mails, share links and the marketing site's canonical
 * URLs: PUBLIC_URL, or http://localhost:PORT (the port actually listened on). Never the request's
 * Host header, which whoever sends the request chooses.
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, listeningPort = config.PORT): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${listeningPort}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * PRINT_PARTNER=lulu with a real API needs its credentials and webhook secret; without LULU_API_URL
 * the simulator beside the server prints (its secrets made and kept in DATA_DIR), which a
 * production server refuses: its control endpoints move orders to "delivered" that nobody printed.
 */
function printPartnerProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.PRINT_PARTNER !== 'lulu') return [];
  if (!env.LULU_API_URL) {
    if (env.LULU_SIMULATOR !== 'on')
      return ['LULU_API_URL is required with PRINT_PARTNER=lulu (or LULU_SIMULATOR=on)'];
    if (env.NODE_ENV === 'production')
      return [
        'NODE_ENV=production would print through the print partner simulator, which prints nothing: set LULU_API_URL, LULU_CLIENT_KEY, LULU_CLIENT_SECRET and LULU_WEBHOOK_SECRET for the real partner, or PRINT_PARTNER=file-system (README "Print files and the print partner")',
      ];
    return [];
  }
  const needed = ['LULU_CLIENT_KEY', 'LULU_CLIENT_SECRET', 'LULU_WEBHOOK_SECRET'] as const;
  return needed.filter((name) => !env[name]).map((name) => `${name} is required with LULU_API_URL`);
}

/** Reads and validates the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const http = httpSchema.safeParse(cleaned);
  if (!parsed.success || !http.success) {
    throw new ConfigError(
      [...(parsed.error?.issues ?? []), ...(http.error?.issues ?? [])].map((issue) => {
        const name = issue.path.join('.');
        const given = cleaned[name];
        return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
      }),
    );
  }
  const partnerProblems = printPartnerProblems(parsed.data);
  if (partnerProblems.length) throw new ConfigError(partnerProblems);
  const absolute = (dir: string) => (isAbsolute(dir) ? dir : resolve(dir));
  return Object.freeze({
    ...parsed.data,
    ...http.data,
    DATA_DIR: absolute(parsed.data.DATA_DIR),
    DIST_DIR: absolute(parsed.data.DIST_DIR),
  });
}
