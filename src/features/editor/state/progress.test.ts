import { describe, expect, it, vi } from 'vitest';
import { createProgressStore, fractionOf } from './progress';

const title = { key: 'progress.addPhotos.title' };
const step = { key: 'progress.addPhotos.preparing' };

describe('the progress store', () => {
  it('runs one task at a time and clamps what is done to the total', () => {
    const store = createProgressStore();
    const id = store.start({ title, step, total: 4 })!;
    expect(store.start({ title, step, total: 1 })).toBeNull();
    store.update(id, { done: 9 });
    expect(store.state.task).toMatchObject({ done: 4, total: 4, status: 'running' });
    store.update(id, { done: -2, total: 3 });
    expect(store.state.task?.done).toBe(0);
    store.finish(id, { notes: [{ key: 'x' }] });
    expect(store.state.task).toMatchObject({ status: 'done', done: 3, notes: [{ key: 'x' }] });
    // Once finished, another task may start and the finished one is forgotten.
    const second = store.start({ title, step, total: 2 });
    expect(second).not.toBeNull();
    expect(store.state.task?.id).toBe(second);
  });

  it('cancels only while the work says it can be cancelled', () => {
    const store = createProgressStore();
    const onCancel = vi.fn();
    const id = store.start({ title, step, total: 2, onCancel })!;
    expect(store.state.task?.cancellable).toBe(true);
    store.update(id, { cancellable: false });
    expect(store.cancel(id)).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
    store.update(id, { cancellable: true });
    expect(store.cancel(id)).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(store.state.task?.status).toBe('cancelled');
    // A cancelled task takes no more changes.
    store.update(id, { done: 1 });
    expect(store.state.task?.done).toBe(0);
  });

  it('a task without a cancel handler is never cancellable', () => {
    const store = createProgressStore();
    const id = store.start({ title, step, total: 1 })!;
    store.update(id, { cancellable: true });
    expect(store.state.task?.cancellable).toBe(false);
    expect(store.cancel(id)).toBe(false);
    expect(store.state.task?.status).toBe('running');
  });

  it('offers retry only with a handler, and forgets only finished tasks', () => {
    const store = createProgressStore();
    const onRetry = vi.fn();
    const id = store.start({ title, step, total: 1, onRetry })!;
    store.retry(id);
    expect(onRetry).not.toHaveBeenCalled();
    store.update(id, { retryable: true });
    store.retry(id);
    expect(onRetry).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(store.state.task).not.toBeNull();
    store.finish(id);
    expect(store.state.task?.retryable).toBe(false);
    store.dismiss(id);
    expect(store.state.task).toBeNull();
  });

  it('measures the share done', () => {
    expect(fractionOf({ done: 1, total: 4, share: null })).toBe(0.25);
    expect(fractionOf({ done: 7, total: 4, share: null })).toBe(1);
    expect(fractionOf({ done: 0, total: 0, share: null })).toBe(1);
    // Bytes sent say more than files finished.
    expect(fractionOf({ done: 0, total: 3, share: 0.4 })).toBe(0.4);
    expect(fractionOf({ done: 0, total: 3, share: 1.2 })).toBe(1);
  });
});
