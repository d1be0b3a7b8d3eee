import { relayoutFrom } from '../layout/relayout';
import type { BookDocument } from '../model/document';
import { idTagSchema } from '../model/ids';
import { applyOp, type Op, type OpContext, opSchema } from '../ops';
import {
  beginInteraction,
  type ChangeSource,
  canRedo,
  canUndo,
  type EditSession,
  endInteraction,
  type HistoryStep,
  record,
  redo,
  startSession,
  stepPlace,
  undo,
} from './history';

export interface EditorOptions {
  /**
   * This person's id tag in a shared design ([a-z0-9]{1,8}, unique per person or device): the
   * pages and frames their edits create get ids like `p21.k3` (model/ids.ts), so two people adding
   * a page at the same moment never make the same id. Without it ids stay `p21` (a solo design).
   */
  idTag?: string;
}

/** Where the editor should look after a change: a page, the cover, or where it already is (null). */
export type ChangePlace = { pageId: string } | 'cover' | null;

export interface EditorChange {
  document: BookDocument;
  /** The user's own edit, undo or redo (saved and synced); sync and relayout changes are not. */
  source: ChangeSource;
  canUndo: boolean;
  canRedo: boolean;
  /** For undo and redo: where the change happened, so the editor can show it. */
  place: ChangePlace;
}

/**
 * One open design: its document and its history, on the main thread. Every edit is a pure op
 * applied at once (ops take well under a millisecond), so nothing waits on a worker. The editor
 * holds no DOM, network or storage: the shell subscribes and saves, syncs and paints.
 */
export class Editor {
  private session: EditSession;
  private readonly listeners = new Set<(change: EditorChange) => void>();
  private readonly context: OpContext;

  /** Throws (zod's message) for an `idTag` that is not 1 to 8 lowercase letters or digits. */
  constructor(document: BookDocument, options: EditorOptions = {}) {
    this.session = startSession(document);
    this.context = options.idTag === undefined ? {} : { idTag: idTagSchema.parse(options.idTag) };
  }

  /** The id tag this editor's edits put on new ids, if any. */
  get idTag(): string | undefined {
    return this.context.idTag;
  }

  get document(): BookDocument {
    return this.session.document;
  }
  get canUndo(): boolean {
    return canUndo(this.session);
  }
  get canRedo(): boolean {
    return canRedo(this.session);
  }

  /** Calls `listener` after every change; answers the unsubscribe. */
  subscribe(listener: (change: EditorChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One user edit. An op the document cannot take throws (OpError, or zod's for a malformed op) and changes nothing. */
  apply(op: Op): void {
    const checked = opSchema.parse(op) as Op;
    this.commit(
      record(this.session, applyOp(this.session.document, checked, this.context).document, 'user'),
      'user',
    );
  }

  /** Several ops as one undo step, all or nothing: when one is refused, none is applied. */
  applyAll(ops: readonly Op[]): void {
    let document = this.session.document;
    for (const op of ops) document = applyOp(document, opSchema.parse(op) as Op, this.context).document;
    this.commit(record(endInteraction(this.session), document, 'user'), 'user');
  }

  /** Opens a mark: every edit until `end` is one undo step (a drag, a slider). */
  begin(): void {
    this.session = beginInteraction(this.session);
  }

  end(): void {
    const before = this.session;
    this.session = endInteraction(before);
    if (this.session.undo !== before.undo) this.notify('user', null);
  }

  undo(): ChangePlace {
    return this.step(undo, (s) => s.undo.at(-1));
  }

  redo(): ChangePlace {
    return this.step(redo, (s) => s.redo.at(-1));
  }

  /** A change from elsewhere (the server's copy, another tab): taken as it is, never an undo step. */
  receive(document: BookDocument): void {
    this.commit(record(this.session, document, 'sync'), 'sync');
  }

  /**
   * Lays the book out again from inner page `from` with another seed (the customer's "shuffle from
   * this page"): one undo step, saved like any edit. Answers where it starts.
   */
  relayout(from: number, seed: number): ChangePlace {
    const before = this.session.document;
    const document = relayoutFrom(before, from, seed, this.context.idTag).document;
    this.commit(record(endInteraction(this.session), document, 'user'), 'user');
    const page = document.pages[Math.min(from, document.pages.length - 1)];
    return page ? { pageId: page.id } : null;
  }

  /**
   * An editor on `document` (the same design as this one's, as another copy holds it) that keeps
   * this one's undo and redo, with other `options`: a design of one that goes live (issue 27) opens
   * on the server's copy under a new id tag, and its owner can still undo what they did before
   * sharing. The steps address records by id, so they apply to an equal copy. This editor is left
   * as it was (an open mark is closed into its step).
   */
  carryTo(document: BookDocument, options: EditorOptions = {}): Editor {
    const next = new Editor(document, options);
    const { undo, redo } = endInteraction(this.session);
    next.session = { ...next.session, undo, redo };
    return next;
  }

  /** Starts over from another document with an empty history (a conflict settled the other way). */
  reset(document: BookDocument): void {
    this.session = startSession(document);
    this.notify('sync', null);
  }

  private step(
    move: (s: EditSession) => EditSession,
    pick: (s: EditSession) => HistoryStep | undefined,
  ): ChangePlace {
    const settled = endInteraction(this.session);
    const step = pick(settled);
    const next = move(settled);
    const changed = next.document !== this.session.document;
    this.session = next;
    const place = changed && step ? stepPlace(step) : null;
    this.notify('user', place);
    return place;
  }

  private commit(next: EditSession, source: ChangeSource): void {
    const changed = next.document !== this.session.document || next.undo !== this.session.undo;
    this.session = next;
    if (changed) this.notify(source, null);
  }

  private notify(source: ChangeSource, place: ChangePlace): void {
    const change: EditorChange = {
      document: this.session.document,
      source,
      canUndo: this.canUndo,
      canRedo: this.canRedo,
      place,
    };
    for (const listener of this.listeners) listener(change);
  }
}
