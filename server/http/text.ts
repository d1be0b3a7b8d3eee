import { unsafeTextProblem } from '../../contract/api/primitives';
import type { StepMeter } from './json-shape';

export {
  INT32_MAX,
  int32,
  isoDate,
  isoDateTime,
  safeString,
  unsafeTextProblem,
} from '../../contract/api/primitives';

/** A value still to look at, and how it was reached (its parent's entry and its key there). */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number;
}

/** The keys from the root to a visit: built once, for the one value that is reported. */
function pathTo(visit: Visit, meter?: StepMeter): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) {
    path.push(v.key);
    if (meter) meter.steps++;
  }
  return path.reverse();
}

/**
 * The first string (or object key) inside a parsed JSON value that is unsafe, with its path.
 * Linear in the size of the value: each entry points at its parent instead of carrying a copy of
 * its path (copying the path at every level made 40,000 nested arrays take 14 s), and the path is
 * built only for the value that is reported.
 */
export function findUnsafeText(
  value: unknown,
  meter?: StepMeter,
): { path: (string | number)[]; problem: string } | null {
  const stack: Visit[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (meter) meter.steps++;
    if (typeof v === 'string') {
      const problem = unsafeTextProblem(v);
      if (problem) return { path: pathTo(visit, meter), problem };
    } else if (Array.isArray(v)) {
      // Pushed last to first, so the first item is looked at first.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: visit, key: i });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (const [key] of entries) {
        if (meter) meter.steps++;
        const problem = unsafeTextProblem(key);
        if (problem)
          return {
            path: pathTo({ value: null, parent: visit, key }, meter),
            problem: `has a name that ${problem}`,
          };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, parent: visit, key });
      }
    }
  }
  return null;
}
