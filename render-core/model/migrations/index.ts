import { z } from 'zod';
import { type BookDocument, bookDocumentSchema, CURRENT_SCHEMA_VERSION } from '../document';
import { TEXT_LIMITS } from '../text-limits';
import { migrateV1ToV2 } from './v1';

/** migrations[n] turns a version-n document into version n+1. One entry per schema change. */
const migrations: Record<number, (doc: unknown) => unknown> = {
  1: migrateV1ToV2,
};

export type LoadResult =
  | { ok: true; document: BookDocument; migratedFrom: number | null }
  | { ok: false; message: string; path: string };

const versionProbe = z.object({ schemaVersion: z.number().int().positive() });

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
}

function failure(error: unknown, stage: string): LoadResult {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const path = issue ? formatPath(issue.path) : '';
    return { ok: false, path, message: `${stage}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}` };
  }
  return {
    ok: false,
    path: '',
    message: `${stage}: ${error instanceof Error ? error.message : String(error)}`,
  };
}

const cut = (text: unknown, max: number) =>
  typeof text === 'string' && text.length > max ? text.slice(0, max) : text;

/**
 * A photo's place and people saved before they had a length (TEXT_LIMITS, issue 54), cut to it:
 * the design still opens and saves. Nothing else changes; a document within the limits is
 * answered as it is.
 */
function cutOverlongText(doc: unknown): unknown {
  const photos = (doc as { photos?: unknown } | null)?.photos;
  if (!Array.isArray(photos)) return doc;
  const over = (p: unknown) => {
    const { place, people } = (p ?? {}) as { place?: unknown; people?: unknown };
    return (
      (typeof place === 'string' && place.length > TEXT_LIMITS.place) ||
      (Array.isArray(people) && people.some((n) => typeof n === 'string' && n.length > TEXT_LIMITS.person))
    );
  };
  if (!photos.some(over)) return doc;
  return {
    ...(doc as object),
    photos: photos.map((p) => {
      if (!over(p)) return p;
      const photo = p as { place?: unknown; people?: unknown };
      return {
        ...photo,
        place: cut(photo.place, TEXT_LIMITS.place),
        ...(Array.isArray(photo.people)
          ? { people: photo.people.map((n) => cut(n, TEXT_LIMITS.person)) }
          : {}),
      };
    }),
  };
}

/** Brings a saved document of any known version up to date, then validates it. Never throws. */
export function loadDocument(input: unknown): LoadResult {
  const probe = versionProbe.safeParse(input);
  if (!probe.success) return failure(probe.error, 'not a Bindery document');
  const from = probe.data.schemaVersion;
  if (from > CURRENT_SCHEMA_VERSION) {
    return { ok: false, path: 'schemaVersion', message: `document version ${from} is newer than this app` };
  }
  let doc = input;
  for (let version = from; version < CURRENT_SCHEMA_VERSION; version++) {
    const migrate = migrations[version];
    if (!migrate)
      return { ok: false, path: 'schemaVersion', message: `no migration from version ${version}` };
    try {
      doc = migrate(doc);
    } catch (error) {
      return failure(error, `version ${version} document`);
    }
  }
  const parsed = bookDocumentSchema.safeParse(cutOverlongText(doc));
  if (!parsed.success) return failure(parsed.error, 'invalid document');
  return { ok: true, document: parsed.data, migratedFrom: from === CURRENT_SCHEMA_VERSION ? null : from };
}

export class DocumentLoadError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'DocumentLoadError';
  }
}

/** As loadDocument, for callers that prefer an exception (the print job, the server's update). */
export function loadDocumentOrThrow(input: unknown): BookDocument {
  const result = loadDocument(input);
  if (!result.ok) throw new DocumentLoadError(result.message, result.path);
  return result.document;
}
