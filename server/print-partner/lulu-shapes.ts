import { z } from 'zod';
import { LULU_STATUSES } from './statuses';

/**
 * The parts of Lulu's Print API (api.lulu.com, "Print-Jobs") that we send and read, shared by the
 * adapter and the simulator so both speak the same shapes. Unknown fields are let through: a
 * partner adding one must not stop our orders.
 */
export const luluStatusName = z.enum(Object.keys(LULU_STATUSES) as [keyof typeof LULU_STATUSES]);

export const luluLineItemInput = z.object({
  external_id: z.string().min(1),
  title: z.string(),
  quantity: z.number().int().positive(),
  printable_normalization: z.object({
    pod_package_id: z.string().min(1),
    cover: z.object({ source_url: z.url() }).nullable(),
    interior: z.object({ source_url: z.url() }),
  }),
  /** Ours, not Lulu's: the interior's page count and trim, so the simulator's preflight can check them. */
  page_count: z.number().int().positive().optional(),
});

export const luluShippingAddress = z.object({
  name: z.string(),
  street1: z.string(),
  street2: z.string().nullable().optional(),
  city: z.string(),
  state_code: z.string().nullable().optional(),
  postcode: z.string(),
  country_code: z.string().length(2),
  phone_number: z.string().nullable().optional(),
});

export const luluPrintJobInput = z.object({
  external_id: z.string().min(1),
  contact_email: z.string(),
  shipping_level: z.enum(['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS']),
  shipping_address: luluShippingAddress,
  line_items: z.array(luluLineItemInput).min(1),
});
export type LuluPrintJobInput = z.infer<typeof luluPrintJobInput>;

const luluStatus = z.looseObject({
  name: luluStatusName,
  message: z.string().nullable().optional(),
  changed: z.string().nullable().optional(),
});

export const luluPrintJob = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  external_id: z.string().nullable().optional(),
  status: luluStatus,
  line_items: z.array(
    z.looseObject({
      external_id: z.string().nullable().optional(),
      status: z
        .looseObject({
          name: z.string(),
          messages: z.record(z.string(), z.unknown()).nullable().optional(),
        })
        .optional(),
      tracking_id: z.string().nullable().optional(),
      tracking_urls: z.array(z.string()).nullable().optional(),
      carrier_name: z.string().nullable().optional(),
    }),
  ),
});
export type LuluPrintJob = z.infer<typeof luluPrintJob>;

export const luluWebhookBody = z.looseObject({
  topic: z.string(),
  data: z.unknown(),
});

export const LULU_SIGNATURE_HEADER = 'Lulu-HMAC-SHA256';
export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
