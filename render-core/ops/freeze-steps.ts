import { freeze } from 'immer';

/** Records frozen per step: a few milliseconds at the most on a phone at 4x. */
export const RECORDS_PER_STEP = 10;

/**
 * The deep freeze immer gives every document an op makes, done ahead in small steps. A document
 * read from JSON (the server's copy, a draft) is not frozen, so the first op on it froze all of it
 * (immer freezes the whole result it answers): for a 100-page book, 12 ms of the customer's first
 * tap unthrottled and about 50 ms on a phone (bench/editor.ts). Run in quiet moments after the
 * document opens, these steps leave that first op only its own change to freeze.
 *
 * The steps freeze each top-level list of the document a slice of records at a time, then the
 * rest. A step on records already frozen does nothing, any order works, and a step run after an
 * edit freezes records the new version still shares (unchanged records are the same objects) or
 * ones no longer used, never anything of the edit's. Freezing changes no value: an op already
 * answers frozen documents, and nothing may change a document in place.
 */
export function freezeSteps(doc: object, perStep = RECORDS_PER_STEP): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const value of Object.values(doc)) {
    if (!Array.isArray(value)) continue;
    for (let at = 0; at < value.length; at += perStep) {
      const slice = value.slice(at, at + perStep);
      steps.push(() => {
        for (const record of slice) freeze(record, true);
      });
    }
  }
  steps.push(() => {
    freeze(doc, true);
  });
  return steps;
}
