import { customType } from 'drizzle-orm/pg-core';
import { type BookDocument, DocumentLoadError, loadDocument } from '../../render-core';
import { log } from '../lib/log';

/**
 * The one way a stored document is read: whatever version it was saved in, render-core's
 * migrations bring it up to date and its schema validates it, so a schema change never breaks an
 * older print or an old order's snapshot. A document that cannot be loaded (damaged, or saved by a
 * newer app) throws rather than reaching the editor or the printer half-understood.
 */
export function loadStoredDocument(stored: unknown, where = 'stored document'): BookDocument {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  const result = loadDocument(value);
  if (!result.ok) {
    log.error('stored document cannot be loaded', { where, reason: result.message });
    throw new DocumentLoadError(`The ${where} cannot be loaded: ${result.message}`, result.path);
  }
  return result.document;
}

/**
 * A jsonb column holding a render-core document. Every read (whole rows, chosen columns, joins,
 * the print job) goes through loadStoredDocument; writes store the document as given.
 */
export const documentColumn = (name: string) =>
  customType<{ data: BookDocument; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (doc) => JSON.stringify(doc),
    fromDriver: (stored) => loadStoredDocument(stored, `document in ${name}`),
  })(name);
