import { z } from 'zod';
import { int32 } from './primitives';

/** What a share link lets its holder do. */
export const SHARE_PERMISSIONS = ['view', 'view-and-copy'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const printIdSchema = z.uuid({ message: 'must be a print id' });
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a share token');
export const sharePermissionSchema = z.enum(SHARE_PERMISSIONS, {
  message: `must be one of ${SHARE_PERMISSIONS.join(', ')}`,
});

/** GET and DELETE /print/:id */
export const printIdParams = z.object({ id: printIdSchema });

/** GET /print/sharing-properties?id=… */
export const printIdQuery = z.object({ id: printIdSchema });

/** POST /print/duplicate */
export const duplicatePrintBody = z.object({
  id: printIdSchema,
  title: z.string().min(1).max(200).optional(),
});

/** POST /print/share */
export const shareBody = z.object({ id: printIdSchema, permission: sharePermissionSchema.default('view') });

/** POST /print/share-permission */
export const sharePermissionBody = z.object({ token: shareTokenSchema, permission: sharePermissionSchema });

/** POST /print/revoke-share and /print/shared/copy */
export const shareTokenBody = z.object({ token: shareTokenSchema });

/** GET /print/shared?token=… and /print/shared/photo/…?token=… */
export const shareTokenQuery = z.object({ token: shareTokenSchema });

/** A design document as sent; the server checks it fully with render-core's loadDocument. */
export const documentInput = z.record(z.string().max(64), z.unknown());

/** POST /print: a new design of a catalog product, empty or from a document. */
export const createPrintBody = z.object({
  productCode: z.string().min(1).max(64),
  title: z.string().max(200).optional(),
  document: documentInput.optional(),
});

/** POST /print/update: a new revision made on `baseRevision`. */
export const updatePrintBody = z.object({
  id: printIdSchema,
  /** The revision the client's edits were made on. */
  baseRevision: int32().positive(),
  document: documentInput,
  title: z.string().max(200).optional(),
});

/** A design as the server answers it (server/print/prints.ts printJson); the document is checked where it is loaded. */
export const printAnswer = z.object({
  id: z.string(),
  productCode: z.string(),
  kind: z.string(),
  title: z.string().nullable(),
  revision: z.number().int(),
  document: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What a design finding says (render-core's validate), as far as the client reads it. */
const findingAnswer = z.looseObject({ severity: z.string() });

/** POST /print and POST /print/update: the saved design, its findings and whether it can be ordered. */
export const savedPrintAnswer = z.object({
  print: printAnswer,
  findings: z.array(findingAnswer),
  orderable: z.boolean(),
});

/** What a design is: render-core's document kinds. */
export const printKindSchema = z.enum(['book', 'calendar', 'print']);

/** A design in the user's list (server/print/prints.ts printSummaryJson). */
export const printSummaryAnswer = z.object({
  id: z.string(),
  productCode: z.string(),
  kind: printKindSchema,
  title: z.string(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pageCount: z.number().int(),
  photoCount: z.number().int(),
  coverPhotoId: z.string().nullable(),
});

/** GET /print/list */
export const printListAnswer = z.object({ prints: z.array(printSummaryAnswer) });

/** GET /print/:id, POST /print/duplicate and /print/shared/copy: one design. */
export const onePrintAnswer = z.object({ print: printAnswer });

/**
 * GET /print/:id: the design, and how the caller may work on it (issue 27): `access` is theirs
 * (owner, or a member's permission) and `shared` whether anyone besides the owner is a member,
 * which makes the editor sync it live as ops.
 */
export const openedPrintAnswer = onePrintAnswer.extend({
  collab: z.object({
    access: z.enum(['owner', 'view', 'copy', 'contribute', 'edit']),
    shared: z.boolean(),
  }),
});

/** DELETE /print/:id */
export const deletedPrintAnswer = z.object({ deleted: z.literal(true) });

/** A share link as the server answers it (server/print/prints.ts shareJson). */
export const shareAnswer = z.object({
  token: z.string(),
  printId: z.string(),
  permission: sharePermissionSchema,
  url: z.string(),
  createdAt: z.string(),
});

/** GET /print/sharing-properties */
export const sharingPropertiesAnswer = z.object({
  permissions: z.array(sharePermissionSchema),
  shares: z.array(shareAnswer),
});

/** POST /print/share and /print/share-permission */
export const oneShareAnswer = z.object({ share: shareAnswer });

/** POST /print/revoke-share */
export const revokedShareAnswer = z.object({ revoked: z.literal(true) });

/** GET /print/shared: a design seen through its link; the document is checked where it is drawn. */
export const sharedPrintAnswer = z.object({
  permission: sharePermissionSchema,
  isOwner: z.boolean(),
  print: z.object({
    id: z.string(),
    title: z.string(),
    productCode: z.string(),
    document: z.record(z.string(), z.unknown()),
  }),
});

/** GET /print/shared/list: the user's live share links with their designs' titles. */
export const sharedListAnswer = z.object({
  shares: z.array(shareAnswer.extend({ title: z.string() })),
});
