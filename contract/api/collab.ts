import { z } from 'zod';
import { printIdSchema, printSummaryAnswer } from './print';
import { int32, safeString } from './primitives';

/**
 * What a member of a design may do (issue 27), from least to most: look at it, copy it into their
 * own account, add photos to its library, edit its pages. The owner may do everything.
 */
export const COLLAB_PERMISSIONS = ['view', 'copy', 'contribute', 'edit'] as const;
export type CollabPermission = (typeof COLLAB_PERMISSIONS)[number];
export const collabPermissionSchema = z.enum(COLLAB_PERMISSIONS, {
  message: `must be one of ${COLLAB_PERMISSIONS.join(', ')}`,
});

/** A batch holds at most this many ops, and at most this many bytes of them as JSON. */
export const MAX_OPS_PER_BATCH = 500;
export const MAX_BATCH_BYTES = 256 * 1024;

export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be an invite token');
const userIdSchema = z.uuid({ message: 'must be a user id' });
/** A device's (tab's) id and a batch's id, made by the client: short, URL-safe. */
const clientKey = (what: string) =>
  z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, `must be a ${what} of 1-64 letters, digits, _ . : -`);

/** POST /print/collab/invite */
export const inviteBody = z.object({ printId: printIdSchema, permission: collabPermissionSchema });
export const inviteAnswer = z.object({
  token: inviteTokenSchema,
  url: z.string(),
  printId: printIdSchema,
  permission: collabPermissionSchema,
});

/** POST /print/collab/accept */
export const acceptBody = z.object({ token: inviteTokenSchema });
export const acceptAnswer = z.object({ printId: printIdSchema, permission: collabPermissionSchema });

/**
 * GET /print/collab/invite?token=…: who invites to which design, and how, while the link is open
 * (not yet used); asked before signing in, so the page can name them. 404 once used or revoked.
 */
export const invitePreviewQuery = z.object({ token: inviteTokenSchema });
export const invitePreviewAnswer = z.object({
  ownerName: z.string(),
  title: z.string(),
  permission: collabPermissionSchema,
});

/** GET /print/collab/members?printId=… and the other routes that name just a design. */
export const collabPrintQuery = z.object({ printId: printIdSchema });

const memberSchema = z.object({
  userId: userIdSchema,
  name: z.string(),
  permission: z.enum(['owner', ...COLLAB_PERMISSIONS]),
  /** How many photos this person added to the design's library. */
  photosAdded: z.number().int().nonnegative(),
});
export const membersAnswer = z.object({
  printId: printIdSchema,
  /** The caller's own permission on the design. */
  you: memberSchema.shape.permission,
  members: z.array(memberSchema),
});

/**
 * GET /print/collab/shared: the designs others shared with the caller, newest first, as My designs
 * lists them, with the caller's permission and the owner's name.
 */
export const sharedDesignsAnswer = z.object({
  designs: z.array(printSummaryAnswer.extend({ permission: collabPermissionSchema, ownerName: z.string() })),
});

/** POST /print/collab/member-permission */
export const memberPermissionBody = z.object({
  printId: printIdSchema,
  userId: userIdSchema,
  permission: collabPermissionSchema,
});
export const memberPermissionAnswer = z.object({ userId: userIdSchema, permission: collabPermissionSchema });

/** POST /print/collab/revoke */
export const revokeMemberBody = z.object({ printId: printIdSchema, userId: userIdSchema });
export const revokeMemberAnswer = z.object({ revoked: z.boolean() });

/**
 * POST /print/collab/ops: one batch of render-core collab ops (render-core/collab's CollabOp; the
 * server parses each with its zod schema, so the contract only bounds their number here).
 */
export const opsBody = z.object({
  printId: printIdSchema,
  clientId: clientKey('client id'),
  batchId: clientKey('batch id'),
  ops: z
    .array(z.record(z.string().max(64), z.unknown()))
    .min(1)
    .max(MAX_OPS_PER_BATCH),
  /** issue 54: made away (offline) on this revision: members are told what it overwrote. */
  base: int32().nonnegative().optional(),
});
export const opsAnswer = z.object({
  accepted: z.literal(true),
  seq: int32().positive(),
  /** Ops that named records gone by then (a deleted page wins over an edit to it). */
  skipped: z.number().int().nonnegative(),
});

/** GET /print/collab/ops?printId=…&since=… */
export const opsSinceQuery = z.object({
  printId: printIdSchema,
  since: z.coerce.number().int().nonnegative().max(2_147_483_647),
});
/**
 * Issue 54: a client id is its author's. The caller's own come as its tabs sent them; anyone
 * else's as `<their user id>/<client id>` (server/collab/authors.ts), which no body can send.
 */
const seenClientId = z.string().max(128);
export const opBatchSchema = z.object({
  seq: int32().positive(),
  batchId: z.string().max(64),
  clientId: seenClientId,
  userId: z.string().max(64).nullable(),
  ops: z.array(z.unknown()),
  at: z.string().max(64),
  /** issue 54: the revision a batch made away (offline) was made on. */
  base: int32().nonnegative().optional(),
});
export type OpBatch = z.infer<typeof opBatchSchema>;
export const opsSinceAnswer = z.object({
  batches: z.array(opBatchSchema),
  /** The design's revision now: the seq of its newest batch. */
  revision: int32().positive(),
});

/** POST /print/collab/presence */
export const presenceBody = z.object({
  printId: printIdSchema,
  clientId: clientKey('client id'),
  pageId: safeString().min(1).max(128).nullable(),
  selection: z.array(safeString().min(1).max(128)).max(50),
});
export const presenceSchema = z.object({
  clientId: seenClientId,
  userId: z.string().max(64),
  /** The person's own name, else "Owner", "Member" or "Guest": never any part of an e-mail address. */
  name: z.string().max(200),
  /** A colour of a fixed palette, the same for a person in every design. */
  colour: z.string().max(16),
  pageId: z.string().max(128).nullable(),
  selection: z.array(z.string().max(128)),
  /** Gone after this instant unless sent again (a client sends its presence every 10-20 s). */
  expiresAt: z.string().max(64),
});
export type Presence = z.infer<typeof presenceSchema>;
export const presenceAnswer = z.object({ present: z.array(presenceSchema) });

/** GET /print/collab/photos?printId=…: who added what to the design's library (others than its owner). */
export const addedPhotoSchema = z.object({
  /** The photo's id in the document (its PhotoRef.id). */
  photoId: z.string(),
  userId: userIdSchema,
  name: z.string(),
});
export type AddedPhoto = z.infer<typeof addedPhotoSchema>;
export const collabPhotosAnswer = z.object({ printId: printIdSchema, photos: z.array(addedPhotoSchema) });
