import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PersonRow, people } from './schema';

export const personJson = (p: PersonRow) => ({ id: p.id, name: p.name, photoIds: p.photoIds });

export function listPeople(db: Db, ownerUuid: string): Promise<PersonRow[]> {
  return db.select().from(people).where(eq(people.ownerUuid, ownerUuid));
}

/** Each photo id to the names of the people the user put on it. */
export async function namesByPhoto(db: Db, ownerUuid: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const person of await listPeople(db, ownerUuid)) {
    for (const id of person.photoIds) out.set(id, [...(out.get(id) ?? []), person.name]);
  }
  return out;
}
