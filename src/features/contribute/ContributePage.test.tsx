import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollabOp } from '../../../render-core';
import { sampleBook } from '../../../render-core/testing/sample-book';
import type { ProcessedImage } from '../../../workers/image-client';
import { testI18n } from '../../i18n/test-i18n';
import { testPhoto } from '../../photos/test-photo';
import type { LocalPhoto } from '../../photos/types';
import type { QueueState } from '../../photos/upload-queue';
import type { ContributeDeps, SendResult } from './contribute-flow';
import { ContributeForm } from './ContributePage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

/** Fake effects: every upload finishes on the server at once unless `failUploads`. */
function fakeDeps(answers: SendResult[], opts: { failUploads?: boolean; leftOver?: LocalPhoto[] } = {}) {
  const uploads = proxy<QueueState>({ files: {}, online: true });
  const sent: { ops: CollabOp[]; batchId: string }[] = [];
  const waiting: (() => void)[] = [];
  let n = 0;
  const deps: ContributeDeps = {
    prepare: async () => ({ ok: true, image: {} as ProcessedImage }),
    keep: async (file, _image, id) => testPhoto({ id, name: file.name, sha256: `hash-${id}` }),
    upload(photo) {
      uploads.files[photo.id] = {
        id: photo.id,
        name: photo.name,
        bytesTotal: 1000,
        bytesSent: 1000,
        status: opts.failUploads ? 'failed' : 'done',
        error: opts.failUploads ? 'HTTP 403' : null,
        serverStatus: opts.failUploads ? null : 'ready',
        serverReason: null,
      };
    },
    uploads,
    readDocument: async () => sampleBook(3),
    async sendOps(ops, batchId) {
      sent.push({ ops, batchId });
      return answers.shift() ?? 'ok';
    },
    leftOver: async () => opts.leftOver ?? [],
    whenOnline: (callback) => void waiting.push(callback),
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  };
  return { deps, sent, waiting };
}

async function show(deps: ContributeDeps) {
  const i18n = await testI18n('en', ['contribute', 'photos']);
  render(
    <I18nextProvider i18n={i18n}>
      <ContributeForm title="Our trip" deps={deps} />
    </I18nextProvider>,
  );
}

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => new File(['x'], `beach-${i + 1}.jpg`, { type: 'image/jpeg' }));

async function pick(count: number) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: files(count) } });
  });
}

describe('the contributor’s page', () => {
  it('uploads 10 photos, adds them in one batch and lists what was added', async () => {
    const { deps, sent } = fakeDeps(['ok']);
    await show(deps);
    await pick(10);
    expect(await screen.findByText('10 photos added to Our trip')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ops).toHaveLength(10);
    expect(sent[0]!.ops.every((op) => op.kind === 'insert' && op.path.join() === 'photos')).toBe(true);
    const added = within(screen.getByRole('list', { name: 'What you added' })).getAllByRole('listitem');
    expect(added.map((li) => li.textContent)).toEqual(files(10).map((f) => f.name));
  });

  it('says the photos wait while offline, and sends the same batch when back', async () => {
    const { deps, sent, waiting } = fakeDeps(['offline', 'ok']);
    await show(deps);
    await pick(2);
    expect(await screen.findByText(/You are offline\. Your photos wait on this device/)).toBeTruthy();
    await act(async () => waiting.shift()?.());
    expect(await screen.findByText('2 photos added to Our trip')).toBeTruthy();
    expect(sent.map((s) => s.batchId)).toEqual([sent[0]!.batchId, sent[0]!.batchId]);
  });

  it('says the photos wait while the uploads have no connection', async () => {
    const { deps, sent } = fakeDeps([]);
    deps.uploads.online = false;
    // Offline, the queue keeps the upload until the connection is back.
    deps.upload = () => {};
    await show(deps);
    await pick(3);
    expect(await screen.findByText(/You are offline\. Your photos wait on this device/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('takes up a round cut short: photos uploaded before the page went away are added', async () => {
    const uploaded = (id: string, name: string) =>
      testPhoto({ id, name, upload: { ...testPhoto().upload, status: 'done', serverStatus: 'ready' } });
    const leftOver = [uploaded('a1', 'left-1.jpg'), uploaded('a2', 'left-2.jpg')];
    const { deps, sent } = fakeDeps(['ok'], { leftOver });
    await show(deps);
    expect(await screen.findByText('2 photos added to Our trip')).toBeTruthy();
    expect(sent[0]!.ops.map((op) => (op.kind === 'insert' ? op.id : null))).toEqual(['a1', 'a2']);
  });

  it('says so when this person may not add photos', async () => {
    const { deps } = fakeDeps(['forbidden']);
    await show(deps);
    await pick(1);
    expect((await screen.findByRole('alert')).textContent).toMatch(/may not add photos to this book/);
  });

  it('marks photos the server did not take, and adds nothing when none arrived', async () => {
    const { deps, sent } = fakeDeps([], { failUploads: true });
    const spy = vi.spyOn(deps, 'sendOps');
    await show(deps);
    await pick(2);
    expect(await screen.findAllByText('Upload failed')).toHaveLength(2);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be added/);
    expect(spy).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
