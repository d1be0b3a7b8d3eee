import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookDocument } from '../../../../render-core';
import type { DescribedFace, FaceImage } from '../../../../workers/faces-api';
import { testI18n } from '../../../i18n/test-i18n';
import { EditorSessionProvider } from '../state/editor-context';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';
import { PeopleModal } from './PeopleModal';
import type { PeopleScanDeps } from './people-scan';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const face = (embedding: number[], x = 0.4): DescribedFace => ({
  box: { x, y: 0.3, width: 0.2, height: 0.25 },
  score: 0.9,
  embedding,
});
const HOPPER = [1, 0, 0];
const COLLINS = [0, 1, 0];

/** A fake face model: Hopper on photos a and c, Collins on b only, nobody on d. */
const FACES: Record<string, DescribedFace[]> = {
  a: [face(HOPPER)],
  b: [face(COLLINS)],
  c: [face([0.99, 0.01, 0], 0.5)],
  d: [],
};

interface Server {
  people: { id: string; name: string; photoIds: string[] }[];
  posted: unknown[];
  offline: boolean;
}

function fakeServer(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      if (url.endsWith('/people/list')) return Response.json({ people: server.people });
      if (url.endsWith('/people/save-person')) {
        const body = JSON.parse(String(init?.body)) as { name: string; photoIds: string[]; remove: boolean };
        server.posted.push(body);
        server.people = body.remove
          ? server.people.filter((p) => p.name !== body.name)
          : [...server.people, { id: `p${server.posted.length}`, name: body.name, photoIds: body.photoIds }];
        return Response.json({ person: null });
      }
      return new Response(null, { status: 404 });
    }),
  );
}

let session: EditorSession | null = null;

async function show(deps: PeopleScanDeps, server: Server) {
  fakeServer(server);
  // Only the photos matter here; the session never validates this partial book (the test ends first).
  session = new EditorSession('print-1', { ...memoryWorld().deps, validateDelayMs: 3_600_000 });
  session.start({
    document: { photos: ['a', 'b', 'c', 'd'].map((id) => ({ id })) } as unknown as BookDocument,
    baseRevision: 1,
    dirty: false,
  });
  const i18n = await testI18n('en', ['people']);
  const close = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <PeopleModal titleId="t" props={{ deps }} close={close} />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  return close;
}

const fakeDeps = (): PeopleScanDeps & { described: string[] } => {
  const described: string[] = [];
  return {
    described,
    bitmap: async (photoId) => ({ photoId }) as unknown as FaceImage,
    describeFaces: async (image) => {
      const { photoId } = image as unknown as { photoId: string };
      described.push(photoId);
      return FACES[photoId] ?? [];
    },
  };
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session?.dispose();
  session = null;
});

describe('PeopleModal', () => {
  it('groups the faces of every photo and names the recurring person on all of their photos', async () => {
    const server: Server = { people: [], posted: [], offline: false };
    const deps = fakeDeps();
    await show(deps, server);
    const list = await screen.findByRole('list', { name: 'People found' });
    expect(deps.described).toEqual(['a', 'b', 'c', 'd']);
    // Collins is on one photo only: the one person worth naming is Hopper, on a and c.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getAttribute('aria-label')).toBe('Person 1, on 2 photos');

    const who = within(rows[0]!).getByLabelText('Who is this?');
    const save = within(rows[0]!).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(who, { target: { value: '  Grace Hopper ' } });
    await act(async () => fireEvent.click(save));

    expect(server.posted).toEqual([{ name: 'Grace Hopper', photoIds: ['a', 'c'], remove: false }]);
    // The saved name replaces the question, with a way to take it off again.
    const remove = await screen.findByRole('button', { name: 'Remove Grace Hopper' });
    expect(screen.queryByLabelText('Who is this?')).toBeNull();
    expect(screen.getByText('On 2 photos')).toBeTruthy();

    await act(async () => fireEvent.click(remove));
    expect(server.posted[1]).toEqual({ name: 'Grace Hopper', photoIds: ['a', 'c'], remove: true });
    expect(await screen.findByLabelText('Who is this?')).toBeTruthy();
  });

  it('says so when nobody is on more than one photo', async () => {
    const deps = fakeDeps();
    deps.describeFaces = async (image) => {
      const { photoId } = image as unknown as { photoId: string };
      return photoId === 'a' ? [face(HOPPER)] : [];
    };
    await show(deps, { people: [], posted: [], offline: false });
    expect(await screen.findByText('No people found on more than one photo')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the progress with a cancel that stops looking', async () => {
    let release: () => void = () => {};
    const deps = fakeDeps();
    const real = deps.describeFaces;
    deps.describeFaces = (image) =>
      new Promise((done) => {
        release = () => void real(image).then(done);
      });
    const close = await show(deps, { people: [], posted: [], offline: false });
    expect((await screen.findByRole('status')).textContent).toBe('Looking for faces… 0 of 4');
    await act(async () => release());
    expect(await screen.findByText('Looking for faces… 1 of 4')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(close).toHaveBeenCalled();
    await act(async () => release());
    // Nothing more is described once cancelled.
    expect(deps.described).toEqual(['a', 'b']);
  });

  it('explains a face model that did not load, and tries again', async () => {
    const deps = fakeDeps();
    const real = deps.describeFaces;
    deps.describeFaces = () => Promise.reject(new Error('model fetch failed'));
    await show(deps, { people: [], posted: [], offline: false });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The face finder could not start on this device. Try again.',
    );
    deps.describeFaces = real;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('list', { name: 'People found' })).toBeTruthy();
  });

  it('says the device is offline when it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server: Server = { people: [], posted: [], offline: true };
    await show(fakeDeps(), server);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Connect to the internet and try again.',
    );
  });
});
