import { log } from '../lib/log';
import {
  type ManifestItem,
  type PartnerOrderStatus,
  PartnerUnavailableError,
  type PrintManifest,
  type PrintPartner,
  type ShippingAddress,
  WebhookSignatureError,
} from './partner';
import {
  LULU_SIGNATURE_HEADER,
  LULU_TOKEN_PATH,
  type LuluPrintJob,
  type LuluPrintJobInput,
  luluPrintJob,
  luluWebhookBody,
} from './lulu-shapes';
import { LULU_SHIPPING_OPTIONS_PATH, luluShippingOptions } from './lulu-estimate-shapes';
import { hmacHex, sameHex } from './sign';
import { LULU_STATUSES } from './statuses';

export interface LuluSettings {
  /** The API's address; a function when it is known only once a simulator beside us has started. */
  apiUrl: string | (() => string);
  clientKey: string;
  clientSecret: string;
  webhookSecret: string;
  /** Where our order contact goes (Lulu asks for one per job). */
  contactEmail: string;
  timeoutMs?: number;
}

const MM_PER_INCH = 25.4;
const inches = (mm: number) => String(Math.round((mm / MM_PER_INCH) * 100)).padStart(4, '0');

/**
 * Lulu's pod_package_id for a line: trim in hundredths of an inch, full colour premium, the
 * binding (CW casewrap for hardcover and layflat, PB perfect bound, WO wire-o), 80# coated white
 * paper, gloss cover. A real account maps each product to a package Lulu has approved for it.
 */
export function podPackageId(item: ManifestItem): string {
  const interior = item.files.find((f) => f.role !== 'cover')!;
  const binding = { hardcover: 'CW', layflat: 'CW', softcover: 'PB', wire: 'WO', none: 'SS' }[item.binding];
  return `${inches(interior.trim.width)}X${inches(interior.trim.height)}FCPRE${binding}080CW444GXX`;
}

const SHIPPING_LEVEL = { standard: 'MAIL', express: 'EXPRESS' } as const;

/** Our address as Lulu's shipping_address. */
export const luluAddress = (a: ShippingAddress) => ({
  name: a.fullName,
  street1: a.line1,
  street2: a.line2,
  city: a.city,
  state_code: a.region,
  postcode: a.postcode,
  country_code: a.countryCode,
  phone_number: a.phoneNumber,
});

/** The print-job body for an order; `fileUrl` names where Lulu fetches each file. */
export function luluJobInput(
  manifest: PrintManifest,
  fileUrl: (path: string) => string,
  contactEmail: string,
): LuluPrintJobInput {
  return {
    external_id: manifest.reference,
    contact_email: contactEmail,
    shipping_level: SHIPPING_LEVEL[manifest.shipping.method as keyof typeof SHIPPING_LEVEL] ?? 'MAIL',
    shipping_address: luluAddress(manifest.shipping.address),
    line_items: manifest.items.map((item) => {
      const cover = item.files.find((f) => f.role === 'cover');
      const interior = item.files.find((f) => f.role !== 'cover')!;
      return {
        external_id: item.itemId,
        title: item.title,
        quantity: item.copies,
        page_count: interior.pages,
        printable_normalization: {
          pod_package_id: podPackageId(item),
          cover: cover ? { source_url: fileUrl(cover.path) } : null,
          interior: { source_url: fileUrl(interior.path) },
        },
      };
    }),
  };
}

/** Our reading of a print job: its status, tracking from the first shipped line, a rejection's reason. */
export function luluStatusOf(job: LuluPrintJob): PartnerOrderStatus {
  const shipped = job.line_items.find((l) => l.tracking_id || l.tracking_urls?.length);
  const messages = job.line_items.flatMap((l) =>
    Object.values(l.status?.messages ?? {}).filter((m): m is string => typeof m === 'string' && m !== ''),
  );
  const rejected = job.status.name === 'REJECTED' || job.status.name === 'ERROR';
  return {
    partnerReference: job.id,
    partnerStatus: job.status.name,
    status: LULU_STATUSES[job.status.name],
    changedAt: job.status.changed ?? null,
    trackingId: shipped?.tracking_id ?? null,
    trackingUrl: shipped?.tracking_urls?.[0] ?? null,
    reason: rejected ? (messages[0] ?? job.status.message ?? 'Rejected without a reason') : null,
  };
}

/** Lulu said no (a 4xx): its words are kept, as `detail` when it answered JSON with one. */
export class LuluRefusal extends Error {
  readonly detail: string;
  constructor(call: string, status: number, text: string) {
    super(`Lulu ${call} answered ${status}: ${text.slice(0, 500)}`);
    let detail = text.slice(0, 500);
    try {
      const body = JSON.parse(text) as { detail?: unknown };
      if (typeof body.detail === 'string') detail = body.detail;
    } catch {}
    this.detail = detail;
  }
}

/** A refusal as the customer is told it (its reason in Lulu's words); anything else is thrown on. */
function refusedOrThrow(err: unknown) {
  if (err instanceof LuluRefusal) return { ok: false as const, reason: err.detail };
  throw err;
}

/**
 * Lulu's API as JSON over HTTP with a bearer token from the client credentials, renewed before it runs
 * out and dropped on a 401. An unreachable API, a 5xx or a 429 throws PartnerUnavailableError (try
 * again later); any other refusal throws an Error with Lulu's answer.
 */
function luluClient(settings: LuluSettings) {
  const base = () =>
    (typeof settings.apiUrl === 'function' ? settings.apiUrl() : settings.apiUrl).replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: RequestInit & { auth?: boolean } = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${base()}${path}`, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new PartnerUnavailableError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status >= 500 || res.status === 429)
      throw new PartnerUnavailableError(`${path} answered ${res.status}`);
    return res;
  }

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientKey}:${settings.clientSecret}`).toString('base64');
    const res = await call(LULU_TOKEN_PATH, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new Error(`Lulu refused our client credentials (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early, so a token never runs out on its way.
    token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api(path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) {
    const res = await call(path, {
      method,
      headers: {
        Authorization: `Bearer ${await bearer()}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401) token = null;
    const text = await res.text();
    if (!res.ok) throw new LuluRefusal(`${method} ${path}`, res.status, text);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  return api;
}

/**
 * The HTTP partner, shaped like Lulu's Print API: an OAuth client-credentials token, print jobs
 * with line items whose cover and interior PDFs Lulu fetches by URL, status by GET, cancel by PUT
 * of the CANCELED status, webhooks signed with HMAC-SHA256 over the raw body.
 */
export function luluPartner(settings: LuluSettings): PrintPartner {
  const api = luluClient(settings);
  const job = async (id: string) => luluPrintJob.parse(await api(`/print-jobs/${encodeURIComponent(id)}/`));

  return {
    name: 'lulu',
    async quote(manifest) {
      const body = (await api('/print-job-cost-calculations/', 'POST', {
        line_items: manifest.items.map((item) => ({
          page_count: item.files.find((f) => f.role !== 'cover')!.pages,
          pod_package_id: podPackageId(item),
          quantity: item.copies,
        })),
        shipping_address: { country_code: manifest.shipping.address.countryCode },
        shipping_option: SHIPPING_LEVEL[manifest.shipping.method as keyof typeof SHIPPING_LEVEL] ?? 'MAIL',
      })) as { total_cost_incl_tax: string; currency: string };
      return { totalMinor: Math.round(Number(body.total_cost_incl_tax) * 100), currency: body.currency };
    },
    async estimate(request) {
      // Lulu dates a shipping level for a sample line: a square hardcover of 40 pages stands for ours.
      const level = SHIPPING_LEVEL[request.method as keyof typeof SHIPPING_LEVEL] ?? 'MAIL';
      const options = luluShippingOptions.parse(
        await api(LULU_SHIPPING_OPTIONS_PATH, 'POST', {
          line_items: [{ page_count: 40, pod_package_id: '0850X0850FCPRECW080CW444GXX', quantity: 1 }],
          shipping_address: { country_code: request.countryCode },
        }),
      );
      const found = options.find((o) => o.level === level);
      if (!found) throw new PartnerUnavailableError(`Lulu offers no ${level} to ${request.countryCode}`);
      return {
        minDeliveryDate: found.min_delivery_date.slice(0, 10),
        maxDeliveryDate: found.max_delivery_date.slice(0, 10),
      };
    },
    async coverGeometry(request) {
      const body = (await api('/cover-dimensions/', 'POST', {
        pod_package_id: `${inches(request.trim.width)}X${inches(request.trim.height)}FCPRECW080CW444GXX`,
        interior_page_count: request.pages,
        unit: 'mm',
      })) as { width: number | string; height: number | string; spine?: number | string };
      return { width: Number(body.width), height: Number(body.height), spine: Number(body.spine ?? 0) };
    },
    async submit(manifest, _files, opts = {}) {
      if (!opts.fileUrl) throw new Error('Lulu fetches the files by URL: submit needs fileUrl');
      const input = luluJobInput(manifest, opts.fileUrl, settings.contactEmail);
      const created = luluPrintJob.parse(
        await api(
          '/print-jobs/',
          'POST',
          input,
          opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {},
        ),
      );
      return { partnerReference: created.id, partnerStatus: created.status.name };
    },
    async cancel(partnerReference) {
      const now = luluStatusOf(await job(partnerReference));
      if (now.status === 'canceled') return true;
      if (now.status !== 'submitted' && now.status !== 'accepted') return false;
      try {
        await api(`/print-jobs/${encodeURIComponent(partnerReference)}/status/`, 'PUT', { name: 'CANCELED' });
        return true;
      } catch (err) {
        if (err instanceof PartnerUnavailableError) throw err;
        log.warn('Lulu refused a cancel', { partnerReference, error: String(err) });
        return false;
      }
    },
    status: async (partnerReference) => luluStatusOf(await job(partnerReference)),
    async cancelJob(partnerReference) {
      if (luluStatusOf(await job(partnerReference)).status === 'canceled') return { ok: true };
      const path = `/print-jobs/${encodeURIComponent(partnerReference)}/status/`;
      return api(path, 'PUT', { name: 'CANCELED' }).then(() => ({ ok: true as const }), refusedOrThrow);
    },
    async updateShipping(partnerReference, address) {
      // A print job's shipping address can be replaced until it is in production (PUT of the job).
      const path = `/print-jobs/${encodeURIComponent(partnerReference)}/`;
      return api(path, 'PUT', { shipping_address: luluAddress(address) }).then(
        () => ({ ok: true as const }),
        refusedOrThrow,
      );
    },
    async parseWebhook(rawBody, headers) {
      const expected = hmacHex(settings.webhookSecret, rawBody);
      if (!sameHex(headers.get(LULU_SIGNATURE_HEADER), expected))
        throw new WebhookSignatureError('The webhook signature does not match its body.');
      const body = luluWebhookBody.parse(JSON.parse(rawBody));
      if (body.topic !== 'PRINT_JOB_STATUS_CHANGED') return null;
      const status = luluStatusOf(luluPrintJob.parse(body.data));
      return { partnerReference: status.partnerReference, status };
    },
  };
}
