import { proxy } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import type { ProcessedImage } from '../../../../workers/image-client';
import type { Prepared } from '../../../photos/prepare';
import type { LocalPhoto } from '../../../photos/types';
import type { QueueState } from '../../../photos/upload-queue';
import { createProgressStore } from '../state/progress';
import { createPhotoIntake, type IntakeDeps } from './photo-intake';

/** A prepared photo whose dedupe key (the fingerprint) is its name without the number suffix. */
const image = (key: string) => ({ sha256: `sha-${key}`, fingerprint: key }) as ProcessedImage;
const file = (name: string) => new File([name], name, { type: 'image/jpeg' });
const tick = () => new Promise((r) => setTimeout(r, 0));

/**
 * The device's photo library as the intake sees it: a picked file stays until it is forgotten or
 * becomes a photo (kept), as library.ts does it.
 */
function memoryDevice() {
  const files = new Map<string, { file: File; photo: boolean }>();
  const log: string[] = [];
  return {
    files,
    log,
    picked: () => [...files].filter(([, f]) => !f.photo).map(([id, f]) => ({ id, file: f.file })),
    names: (photo: boolean) => [...files.values()].filter((f) => f.photo === photo).map((f) => f.file.name),
  };
}

/** Files named bad-* are refused; the rest have their name without the number suffix as key. */
function setup(known: string[] = [], addOk = true, device = memoryDevice()) {
  const uploads = proxy<QueueState>({ files: {}, online: true });
  const progress = createProgressStore();
  const gates: (() => void)[] = [];
  const added: LocalPhoto[][] = [];
  const uploaded: string[] = [];
  const announced: [string, number][] = [];
  const deps: IntakeDeps = {
    pickEntries: (files) =>
      files.map((f) => ({ id: crypto.randomUUID(), draftId: 'print:p', addedAt: 0, file: f })),
    async prepare(f): Promise<Prepared> {
      await new Promise<void>((r) => gates.push(r));
      if (f.name.startsWith('bad')) return { ok: false, reason: 'corrupt' };
      return { ok: true, image: image(f.name.replace(/-\d+$/, '')) };
    },
    async keepPicked({ id, file: f }) {
      await tick();
      device.files.set(id, { file: f, photo: false });
      device.log.push(`picked ${f.name}`);
    },
    async forgetPicked(id) {
      if (device.files.get(id)?.photo === false) device.files.delete(id);
    },
    async keep(f, img, id) {
      if (f.name === 'full') throw new Error('QuotaExceededError');
      device.files.set(id, { file: f, photo: true });
      device.log.push(`photo ${f.name}`);
      return { id, name: f.name, sha256: img.sha256, bytes: 10 } as LocalPhoto;
    },
    discard: vi.fn(async () => {}),
    knownKeys: async () => new Set(known),
    async addToDocument(photos) {
      added.push(photos);
      return addOk;
    },
    upload(photo) {
      uploaded.push(photo.id);
      uploads.files[photo.id] = {
        id: photo.id,
        name: photo.name,
        bytesTotal: 10,
        bytesSent: 0,
        status: 'waiting',
        error: null,
        serverStatus: null,
        serverReason: null,
      };
    },
    retryUpload: vi.fn(),
    uploads,
    progress,
    announce: (message, count) => announced.push([message, count]),
  };
  const intake = createPhotoIntake(deps);
  /** Lets the next waiting file finish preparing. */
  const release = async (n = 1) => {
    for (let i = 0; i < n; i++) {
      while (gates.length === 0) await tick();
      gates.shift()?.();
      await tick();
    }
  };
  return { intake, deps, uploads, progress, added, uploaded, announced, release, device };
}

describe('the editor photo intake', () => {
  it('prepares in turn, refuses with a reason and offers duplicates of the print and the batch', async () => {
    const s = setup(['old']);
    s.intake.pick([file('a'), file('bad'), file('old'), file('a-2')]);
    expect(s.intake.state.items.map((i) => i.state)).toEqual([
      'preparing',
      'preparing',
      'preparing',
      'preparing',
    ]);
    await s.release(4);
    expect(s.intake.state.items.map((i) => [i.name, i.state, i.reason])).toEqual([
      ['a', 'ready', null],
      ['bad', 'rejected', 'corrupt'],
      ['old', 'duplicate', null],
      ['a-2', 'duplicate', null],
    ]);
    s.intake.skipDuplicates();
    expect(s.intake.state.items.map((i) => i.name)).toEqual(['a', 'bad']);
  });

  it('adds the chosen photos in one edit, uploads them and finishes when the server has them', async () => {
    const s = setup(['old']);
    s.intake.pick([file('a'), file('b'), file('bad'), file('old')]);
    await s.release(2);
    // Confirmed while two files are still being prepared: the reporter shows that first.
    const confirmed = s.intake.confirm();
    await tick();
    expect(s.progress.state.task).toMatchObject({ done: 2, total: 4, cancellable: true });
    await s.release(2);
    expect(await confirmed).toBe(true);
    expect(s.added).toHaveLength(1);
    expect(s.added[0]?.map((p) => p.name)).toEqual(['a', 'b']);
    expect(s.announced).toEqual([['added', 2]]);
    expect(s.intake.state.items).toEqual([]);
    const task = s.progress.state.task!;
    expect(task).toMatchObject({ status: 'running', done: 0, total: 2, cancellable: false });
    expect(task.notes).toEqual([
      { key: 'photos:reason.corrupt', subject: 'bad' },
      { key: 'progress.addPhotos.duplicatesSkipped', values: { count: 1 } },
    ]);

    const [first, second] = s.uploaded as [string, string];
    s.uploads.files[first]!.status = 'failed';
    await tick();
    expect(s.progress.state.task).toMatchObject({ done: 0, retryable: true });
    s.progress.retry(task.id);
    expect(s.deps.retryUpload).toHaveBeenCalledWith(first);
    s.uploads.files[first]!.status = 'done';
    s.uploads.files[first]!.serverStatus = 'ready';
    await tick();
    expect(s.progress.state.task).toMatchObject({ status: 'running', done: 1 });
    s.uploads.files[second]!.status = 'done';
    s.uploads.files[second]!.serverStatus = 'ready';
    await tick();
    expect(s.progress.state.task).toMatchObject({ status: 'done', done: 2 });
    expect(s.announced).toEqual([
      ['added', 2],
      ['uploaded', 2],
    ]);
  });

  it('cancelling while preparing adds nothing and drops the batch', async () => {
    const s = setup();
    s.intake.pick([file('a'), file('b')]);
    await s.release(1);
    const confirmed = s.intake.confirm();
    await tick();
    expect(s.progress.cancel(s.progress.state.task!.id)).toBe(true);
    expect(await confirmed).toBe(false);
    expect(s.added).toEqual([]);
    expect(s.uploaded).toEqual([]);
    expect(s.intake.state.items).toEqual([]);
    expect(s.progress.state.task?.status).toBe('cancelled');
  });

  it('a refused edit forgets the kept photos and uploads nothing', async () => {
    const s = setup([], false);
    s.intake.pick([file('a')]);
    await s.release(1);
    expect(await s.intake.confirm()).toBe(false);
    expect(s.deps.discard).toHaveBeenCalledTimes(1);
    expect(s.uploaded).toEqual([]);
    expect(s.progress.state.task?.status).toBe('done');
    expect(s.announced).toEqual([['refused', 1]]);
  });

  it('a device out of room adds nothing and forgets what it kept', async () => {
    const s = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.intake.pick([file('a'), file('full')]);
    await s.release(2);
    expect(await s.intake.confirm()).toBe(false);
    expect(s.deps.discard).toHaveBeenCalledTimes(1);
    expect(s.added).toEqual([]);
    expect(s.uploaded).toEqual([]);
    expect(s.progress.state.task).toMatchObject({
      status: 'done',
      step: { key: 'progress.addPhotos.storageFailed' },
    });
  });

  it('keeps each picked file on the device at once, and lists them again after the page was left', async () => {
    const first = setup();
    first.intake.pick([file('a'), file('b')]);
    await tick();
    await tick();
    expect(first.device.names(false)).toEqual(['a', 'b']);

    // A reload: a new intake on the same device, nothing prepared yet.
    const again = setup([], true, first.device);
    again.intake.resume(first.device.picked());
    again.intake.resume(first.device.picked());
    expect(again.intake.state.items.map((i) => [i.name, i.state])).toEqual([
      ['a', 'preparing'],
      ['b', 'preparing'],
    ]);
    await again.release(2);
    expect(await again.intake.confirm()).toBe(true);
    expect(again.added[0]?.map((p) => p.name)).toEqual(['a', 'b']);
    expect(first.device.names(true)).toEqual(['a', 'b']);
    expect(first.device.picked()).toEqual([]);
  });

  it('forgets refused files, skipped duplicates and a cleared batch; added photos stay', async () => {
    const s = setup(['old']);
    s.intake.pick([file('a'), file('bad'), file('old')]);
    await s.release(3);
    await tick();
    expect(s.device.names(false)).toEqual(['a', 'old']);
    s.intake.skipDuplicates();
    await tick();
    expect(s.device.names(false)).toEqual(['a']);
    expect(await s.intake.confirm()).toBe(true);
    await tick();
    expect(s.device.names(true)).toEqual(['a']);
    expect(s.device.names(false)).toEqual([]);
    // The photo's record follows its picked file, never the other way round.
    expect(s.device.log.filter((l) => l.endsWith(' a'))).toEqual(['picked a', 'photo a']);

    s.intake.pick([file('c')]);
    s.intake.clear();
    await tick();
    await tick();
    expect(s.device.names(false)).toEqual([]);
  });

  it('leaves the picked files on the device when another print takes over', async () => {
    const s = setup();
    s.intake.pick([file('a')]);
    s.intake.release();
    await tick();
    await tick();
    expect(s.intake.state.items).toEqual([]);
    expect(s.device.names(false)).toEqual(['a']);
  });

  it('does not start while other work runs, nor with only refused files', async () => {
    const s = setup();
    s.intake.pick([file('bad')]);
    await s.release(1);
    expect(await s.intake.confirm()).toBe(false);
    s.progress.start({ title: { key: 't' }, step: { key: 's' }, total: 1 });
    s.intake.pick([file('a')]);
    await s.release(1);
    expect(await s.intake.confirm()).toBe(false);
    expect(s.added).toEqual([]);
  });

  it('tells a duplicate by the fingerprint only: a known whole-file hash is not the key', async () => {
    const s = setup(['sha-old']);
    s.intake.pick([file('old')]);
    await s.release(1);
    expect(s.intake.state.items.map((i) => [i.state, i.contentKey])).toEqual([['ready', 'old']]);
  });
});
