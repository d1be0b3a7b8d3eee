import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { coverWrap } from '../../render-core';
import { catalogBinding } from '../catalog/binding';
import {
  type OrderFile,
  type PartnerOrderStatus,
  PartnerUnavailableError,
  type PrintManifest,
  type PrintPartner,
  printManifestSchema,
} from './partner';
import { FILE_SYSTEM_STATUSES, ourStatus } from './statuses';

/**
 * What a print shop working from the hot folder writes beside manifest.json as the order moves:
 * {"status": "printing"}, then {"status": "shipped", "trackingId": …, "trackingUrl": …}, or
 * {"status": "rejected", "reason": …}. No file yet means the order is waiting to be picked up.
 */
const statusFileSchema = z.object({
  status: z.enum(Object.keys(FILE_SYSTEM_STATUSES) as [keyof typeof FILE_SYSTEM_STATUSES]),
  at: z.string().optional(),
  trackingId: z.string().optional(),
  trackingUrl: z.string().optional(),
  reason: z.string().optional(),
});

/**
 * The default partner: each order becomes a folder under DATA_DIR/print-partner/{reference}/ with
 * its files and manifest.json, as a printer's hot folder takes them. The folder is made beside and
 * renamed into place, so a partner watching the area never sees half an order. It sends no
 * webhooks: its status is read from the folder's status.json by the reconciliation job.
 */
export function fileSystemPartner(dataDir: string): PrintPartner {
  const area = join(dataDir, 'print-partner');
  const folderOf = (partnerReference: string) => {
    const folder = join(dataDir, partnerReference);
    if (relative(area, folder).startsWith('..'))
      throw new Error(`${partnerReference} is not an order folder`);
    return folder;
  };
  async function status(partnerReference: string): Promise<PartnerOrderStatus> {
    const folder = folderOf(partnerReference);
    let raw: string;
    try {
      raw = await readFile(join(folder, 'status.json'), 'utf8');
    } catch {
      await readFile(join(folder, 'manifest.json'));
      return {
        partnerReference,
        partnerStatus: 'waiting',
        status: 'submitted',
        changedAt: null,
        trackingId: null,
        trackingUrl: null,
        reason: null,
      };
    }
    const file = statusFileSchema.parse(JSON.parse(raw));
    return {
      partnerReference,
      partnerStatus: file.status,
      status: ourStatus('file-system', file.status)!,
      changedAt: file.at ?? null,
      trackingId: file.trackingId ?? null,
      trackingUrl: file.trackingUrl ?? null,
      reason: file.reason ?? null,
    };
  }
  return {
    name: 'file-system',
    // The shop's prices are agreed outside the app: nothing to quote per order.
    quote: async () => ({ totalMinor: 0, currency: 'EUR' }),
    // A hot folder gives no dates: the estimate falls back to ours and says so (server/shipping/arrival.ts).
    estimate: async () => {
      throw new PartnerUnavailableError('A print shop working from a folder gives no delivery dates');
    },
    async coverGeometry(request) {
      const binding = catalogBinding(request.product);
      if (!binding) return null;
      const wrap = coverWrap(
        { trim: request.trim, bleed: request.bleed } as Parameters<typeof coverWrap>[0],
        binding,
        request.pages,
      );
      return { width: wrap.width, height: wrap.height, spine: wrap.spine };
    },
    async submit(manifest: PrintManifest, files: OrderFile[]) {
      const checked = printManifestSchema.parse(manifest);
      const folder = join(area, checked.reference);
      const staging = join(area, `.incoming-${checked.reference}-${process.pid}`);
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      for (const file of files) {
        const target = join(staging, file.path);
        if (relative(staging, target).startsWith('..'))
          throw new Error(`file path ${file.path} leaves the order`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, await file.read());
      }
      await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(checked, null, 2)}\n`);
      await rm(folder, { recursive: true, force: true });
      await rename(staging, folder);
      return { partnerReference: relative(dataDir, folder), partnerStatus: 'waiting' };
    },
    async cancel(partnerReference) {
      const now = await status(partnerReference);
      if (now.status !== 'submitted' && now.status !== 'accepted') return now.status === 'canceled';
      await writeFile(
        join(folderOf(partnerReference), 'status.json'),
        `${JSON.stringify({ status: 'canceled', at: new Date().toISOString() })}\n`,
      );
      return true;
    },
    status,
    ...folderChanges(status, folderOf),
    parseWebhook: async () => null,
  };
}

/** A change after hand-off, in the hot folder: a cancel, or a new address in manifest.json, until the shop prints. */
function folderChanges(
  status: (partnerReference: string) => Promise<PartnerOrderStatus>,
  folderOf: (partnerReference: string) => string,
): Pick<PrintPartner, 'cancelJob' | 'updateShipping'> {
  return {
    async cancelJob(partnerReference) {
      const now = await status(partnerReference);
      if (now.status === 'canceled') return { ok: true };
      if (now.status !== 'submitted' && now.status !== 'accepted')
        return { ok: false, reason: `The print shop has the order as ${now.partnerStatus}.` };
      await writeFile(
        join(folderOf(partnerReference), 'status.json'),
        `${JSON.stringify({ status: 'canceled', at: new Date().toISOString() })}\n`,
      );
      return { ok: true };
    },
    async updateShipping(partnerReference, address) {
      // The shop reads the address from manifest.json when it packs the order: new until it prints.
      const now = await status(partnerReference);
      if (now.status !== 'submitted' && now.status !== 'accepted')
        return { ok: false, reason: `The print shop has the order as ${now.partnerStatus}.` };
      const path = join(folderOf(partnerReference), 'manifest.json');
      const manifest = printManifestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
      const next = { ...manifest, shipping: { ...manifest.shipping, address } };
      await writeFile(`${path}.new`, `${JSON.stringify(next, null, 2)}\n`);
      await rename(`${path}.new`, path);
      return { ok: true };
    },
  };
}
