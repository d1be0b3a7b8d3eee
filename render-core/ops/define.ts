import type { Draft } from 'immer';
import { z } from 'zod';
import type { BookDocument } from '../model/document';

export type DocumentDraft = Draft<BookDocument>;

/**
 * Who is editing, for the ops that create records: `idTag` (model/ids.ts) makes their ids this
 * person's own in a shared design. Passed per call, so ops stay pure functions of their inputs.
 */
export interface OpContext {
  idTag?: string;
}

export interface OpDefinition<Type extends string, Args extends z.ZodObject> {
  type: Type;
  /** Validates an op arriving from outside (worker boundary, sync queue): `{type, ...args}`. */
  schema: z.ZodObject;
  apply: (draft: DocumentDraft, args: z.output<Args>, context: OpContext) => void;
}

/** One edit: a name, the shape of its arguments and a recipe that changes an immer draft. */
export function defineOp<const Type extends string, Args extends z.ZodObject>(
  type: Type,
  args: Args,
  apply: (draft: DocumentDraft, args: z.output<Args>, context: OpContext) => void,
): OpDefinition<Type, Args> {
  return { type, schema: args.extend({ type: z.literal(type) }), apply };
}

/** An op refers to something the document does not hold, or asks for something impossible. */
export class OpError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OpError';
  }
}

export const frameRefSchema = z.object({ pageId: z.string().min(1), frameId: z.string().min(1) });
export type FrameRef = z.infer<typeof frameRefSchema>;
