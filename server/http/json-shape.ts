/** How deep and how wide a JSON body may be before it is parsed. */
export interface JsonShapeLimits {
  /** Arrays and objects inside one another, counting the outermost as 1. */
  maxDepth: number;
  /** Object members in the whole body (every `"name":` counts once). */
  maxKeys: number;
}

export type JsonShapeProblem = { kind: 'depth'; limit: number } | { kind: 'keys'; limit: number };

/** Counts the work a guard does, so a test can hold it to linear without timing it. */
export interface StepMeter {
  steps: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether raw JSON text nests deeper or holds more object members than allowed, found in one pass
 * over the text BEFORE JSON.parse: a body of 40,000 nested arrays is refused after reading 65
 * characters, not parsed into 40,000 objects and walked. Brackets and colons inside strings are
 * skipped; outside strings a colon only ever separates a member's name from its value, so counting
 * colons counts members. Text that is not JSON at all gets no answer here (null): JSON.parse says
 * what is wrong with it.
 */
export function jsonShapeProblem(
  text: string,
  limits: JsonShapeLimits,
  meter?: StepMeter,
): JsonShapeProblem | null {
  let depth = 0;
  let keys = 0;
  let i = 0;
  const n = text.length;
  for (; i < n; i++) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) {
      // Jump to the closing quote; an escaped character (\" or \\) never ends the string.
      for (i++; i < n; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > limits.maxDepth) break;
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) {
      depth--;
    } else if (ch === COLON) {
      if (++keys > limits.maxKeys) break;
    }
  }
  if (meter) meter.steps += Math.min(i + 1, n);
  if (depth > limits.maxDepth) return { kind: 'depth', limit: limits.maxDepth };
  if (keys > limits.maxKeys) return { kind: 'keys', limit: limits.maxKeys };
  return null;
}
