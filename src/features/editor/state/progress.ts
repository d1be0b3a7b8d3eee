import { proxy } from 'valtio';

/** Text for the reporter: an i18n key of the editor namespace and its values. */
export interface ProgressText {
  key: string;
  values?: Record<string, string | number>;
  /** What the line is about (a file name), shown before the text. */
  subject?: string;
}

export type TaskStatus = 'running' | 'done' | 'cancelled';

/** One long piece of work (adding many photos, say) as the progress reporter shows it. */
export interface ProgressTask {
  id: string;
  title: ProgressText;
  /** What is happening now. */
  step: ProgressText;
  done: number;
  total: number;
  /** A finer share done (0..1) for the bar, when the work knows one (bytes sent); else done / total. */
  share: number | null;
  status: TaskStatus;
  /** Whether cancelling now would stop the work (work already saved cannot be taken back here). */
  cancellable: boolean;
  /** Lines under the bar: files refused, uploads that failed. */
  notes: ProgressText[];
  /** Whether the work offers to retry what failed. */
  retryable: boolean;
}

export interface TaskStart {
  title: ProgressText;
  step: ProgressText;
  total: number;
  onCancel?: () => void;
  onRetry?: () => void;
}

type TaskChange = Partial<
  Pick<ProgressTask, 'step' | 'done' | 'total' | 'share' | 'cancellable' | 'notes' | 'retryable'>
>;

const clamp = (done: number, total: number) => Math.max(0, Math.min(done, total));

/** The share of the work done, 0..1 (an empty task counts as done). */
export function fractionOf(task: Pick<ProgressTask, 'done' | 'total' | 'share'>): number {
  if (task.share !== null) return Math.max(0, Math.min(1, task.share));
  return task.total <= 0 ? 1 : clamp(task.done, task.total) / task.total;
}

/**
 * The long-running work of the editor: one task at a time, so the reporter can always say what is
 * going on. Closing the reporter does not stop the work; only cancel does, while it still can.
 */
export function createProgressStore() {
  const state = proxy<{ task: ProgressTask | null }>({ task: null });
  const handlers = new Map<string, { onCancel?: () => void; onRetry?: () => void }>();
  let next = 0;

  const live = (id: string): ProgressTask | null => {
    const task = state.task;
    return task && task.id === id && task.status === 'running' ? task : null;
  };

  /** Starts a task; answers its id, or null while another one is still running. */
  function start(init: TaskStart): string | null {
    if (state.task?.status === 'running') return null;
    if (state.task) handlers.delete(state.task.id);
    const id = `task-${++next}`;
    handlers.set(id, { onCancel: init.onCancel, onRetry: init.onRetry });
    state.task = {
      id,
      title: init.title,
      step: init.step,
      done: 0,
      total: Math.max(0, init.total),
      share: null,
      status: 'running',
      cancellable: init.onCancel !== undefined,
      notes: [],
      retryable: false,
    };
    return id;
  }

  function update(id: string, change: TaskChange): void {
    const task = live(id);
    if (!task) return;
    const cancellable = change.cancellable && handlers.get(id)?.onCancel !== undefined;
    const retryable = change.retryable && handlers.get(id)?.onRetry !== undefined;
    Object.assign(task, change, {
      ...(change.cancellable !== undefined ? { cancellable } : {}),
      ...(change.retryable !== undefined ? { retryable } : {}),
    });
    task.total = Math.max(0, task.total);
    task.done = clamp(task.done, task.total);
  }

  function finish(id: string, change: TaskChange = {}): void {
    const task = live(id);
    if (!task) return;
    update(id, change);
    Object.assign(task, {
      status: 'done',
      done: task.total,
      share: null,
      cancellable: false,
      retryable: false,
    });
  }

  /** Cancels a task that can still be cancelled; answers whether it was. */
  function cancel(id: string): boolean {
    const task = live(id);
    if (!task?.cancellable) return false;
    Object.assign(task, { status: 'cancelled', cancellable: false, retryable: false });
    handlers.get(id)?.onCancel?.();
    return true;
  }

  function retry(id: string): void {
    const task = live(id);
    if (task?.retryable) handlers.get(id)?.onRetry?.();
  }

  /** Forgets a finished or cancelled task. */
  function dismiss(id: string): void {
    if (state.task?.id !== id || state.task.status === 'running') return;
    handlers.delete(id);
    state.task = null;
  }

  const running = () => state.task?.status === 'running';

  return { state, start, update, finish, cancel, retry, dismiss, running };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;

/** The editor's one progress store; the progress reporter modal shows it. */
export const progress = createProgressStore();
