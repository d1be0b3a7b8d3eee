import { z } from 'zod';

/**
 * How long each text of a document may be (issue 54: a contributor's 230 KB place names grew a
 * design from 8 KB to 4.8 MB). Generous for what the app writes — ids are tags and uuids (under 64),
 * a place a town and country, a person's name as the people sheet takes it (80) — and small enough
 * that no one field can make a design large. Every text field of the document has one.
 */
export const TEXT_LIMITS = {
  /** A record's id (page, frame, photo) or a reference to one. */
  id: 128,
  /** A page's template name. */
  template: 64,
  /** A photo's place (reverse geocoded: town, region, country). */
  place: 200,
  /** A person named on a photo (the people sheet takes 80). */
  person: 80,
  /** A photo's content hash (SHA-256 as hex is 64). */
  hash: 128,
  /** A page signature of the draft record (8 hex digits). */
  signature: 32,
} as const;

/** A record's id, or a reference to one. */
export const idText = () => z.string().min(1).max(TEXT_LIMITS.id);
