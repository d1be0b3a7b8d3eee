import { unsafeTextProblem } from '../../contract/api/primitives';

export {
  INT32_MAX,
  int32,
  isoDate,
  isoDateTime,
  safeString,
  unsafeTextProblem,
} from '../../contract/api/primitives';

/** The first string (or object key) inside a parsed JSON value that is unsafe, with its path. */
export function findUnsafeText(value: unknown): { path: (string | number)[]; problem: string } | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = unsafeTextProblem(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        stack.push({ value: item, path: [...path, i] });
      });
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const problem = unsafeTextProblem(key);
        if (problem) return { path: [...path, key], problem: `has a name that ${problem}` };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
