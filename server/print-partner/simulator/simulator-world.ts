// The simulated print partner's jobs, clock and webhooks, which its routes (simulator.ts) read and move.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPrintFile } from '../../../scripts/print-check';
import { LULU_SIGNATURE_HEADER, type LuluPrintJobInput } from '../lulu-shapes';
import { hmacHex } from '../sign';
import type { LuluStatus } from '../statuses';

export interface SimulatorOptions {
  clientKey: string;
  clientSecret: string;
  webhookSecret: string;
  /** Simulated time per production step (ready → printing → shipped → delivered). Default an hour. */
  stepMs?: number;
  /** Real milliseconds per simulated millisecond when the clock runs by itself (dev); 0 = only /_control/tick. */
  timeScale?: number;
  /** What /_control/* wants as its bearer token; made at random when not given. */
  controlToken?: string;
}

export interface SimJob {
  id: number;
  key: string | null;
  input: LuluPrintJobInput;
  status: LuluStatus;
  message: string | null;
  changed: number;
  /** Simulated time the job moves to its next production step. */
  nextAt: number | null;
  tracking: { id: string; url: string } | null;
  error: string | null;
}

const NEXT: Partial<Record<LuluStatus, LuluStatus>> = {
  PRODUCTION_READY: 'IN_PRODUCTION',
  IN_PRODUCTION: 'SHIPPED',
  SHIPPED: 'DELIVERED',
};
export const CANCELABLE: LuluStatus[] = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
];

/** A job as Lulu's API answers it. */
export function jobJson(job: SimJob) {
  return {
    id: job.id,
    external_id: job.input.external_id,
    status: { name: job.status, message: job.message, changed: new Date(job.changed).toISOString() },
    shipping_level: job.input.shipping_level,
    shipping_address: job.input.shipping_address,
    line_items: job.input.line_items.map((line) => ({
      external_id: line.external_id,
      title: line.title,
      quantity: line.quantity,
      printable_normalization: line.printable_normalization,
      status: {
        name: job.status,
        messages: job.error ? { error: job.error } : {},
      },
      tracking_id: job.tracking?.id ?? null,
      tracking_urls: job.tracking ? [job.tracking.url] : [],
      carrier_name: job.tracking ? 'Simulated Post' : null,
    })),
  };
}

/** Our preflight on the files as the partner receives them: fetched by URL, then checked. */
export async function preflight(input: LuluPrintJobInput): Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'bindery-sim-'));
  try {
    for (const line of input.line_items) {
      const files = [
        ['interior', line.printable_normalization.interior.source_url],
        ...(line.printable_normalization.cover
          ? [['cover', line.printable_normalization.cover.source_url]]
          : []),
      ] as const;
      for (const [role, url] of files) {
        const res = await fetch(url);
        if (!res.ok) return `The ${role} file of ${line.title} could not be fetched (${res.status}).`;
        const path = join(dir, `${line.external_id}-${role}.pdf`);
        writeFileSync(path, new Uint8Array(await res.arrayBuffer()));
        const report = checkPrintFile(path);
        if (report.problems.length)
          return `The ${role} file of ${line.title}: ${report.problems.join('; ')}.`;
        if (role === 'interior' && line.page_count && report.pages.length !== line.page_count)
          return `The interior of ${line.title} has ${report.pages.length} pages, not ${line.page_count}.`;
      }
    }
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The partner's world: its jobs, its simulated clock, and the webhooks it posts when a job moves;
 * `advance` runs the clock forward, moving each job due through production on the way.
 */
export function simulatorWorld(opts: SimulatorOptions) {
  const stepMs = opts.stepMs ?? 3_600_000;
  const jobs = new Map<number, SimJob>();
  const byKey = new Map<string, SimJob>();
  const tokens = new Set<string>();
  const deliveries: { body: string; status: number | null }[] = [];
  const state = {
    now: Date.now(),
    webhookUrl: null as string | null,
    rejectNext: null as string | null,
    dropWebhooks: false,
    downUntil: 0,
    refusedRequests: 0,
    created: 0,
    /** Shipping addresses changed on jobs (simulator/changes.ts). */
    addressChanges: 0,
    nextTrackingUrl: null as string | null,
  };

  async function sendWebhook(job: SimJob) {
    if (!state.webhookUrl) return;
    const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: jobJson(job) });
    if (state.dropWebhooks) {
      deliveries.push({ body, status: null });
      return;
    }
    await deliver(body);
  }

  async function deliver(body: string, signature = hmacHex(opts.webhookSecret, body)) {
    let status: number | null = null;
    try {
      const res = await fetch(state.webhookUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [LULU_SIGNATURE_HEADER]: signature },
        body,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = null;
    }
    deliveries.push({ body, status });
    return status;
  }

  async function move(job: SimJob, status: LuluStatus, extra: Partial<SimJob> = {}) {
    Object.assign(job, { status, changed: state.now, ...extra });
    const next = NEXT[status];
    job.nextAt = next ? state.now + stepMs : null;
    if (status === 'SHIPPED') {
      job.tracking = {
        id: `SIM${job.id}`,
        url: state.nextTrackingUrl ?? `https://tracking.example/parcel/SIM${job.id}`,
      };
      state.nextTrackingUrl = null;
    }
    await sendWebhook(job);
  }

  async function advance(ms: number) {
    const until = state.now + ms;
    for (;;) {
      const due = [...jobs.values()]
        .filter((j) => j.nextAt !== null && j.nextAt <= until)
        .sort((a, b) => a.nextAt! - b.nextAt!)[0];
      if (!due) break;
      state.now = Math.max(state.now, due.nextAt!);
      await move(due, NEXT[due.status]!);
    }
    state.now = until;
  }

  return { jobs, byKey, tokens, deliveries, state, deliver, move, advance };
}
export type SimulatorWorld = ReturnType<typeof simulatorWorld>;
