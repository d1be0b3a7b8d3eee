import { readFileSync } from 'node:fs';
import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import type { HeicApi } from './heic-core';
import { heicPort } from './heic-client';
import { inspectImage } from './image-core';
import { heicSize, setHeicConnection } from './image-heic';
import { fixtureUrl } from './test-fixtures';

/** A HEIC "worker" on a real port: answers a made-up size and counts the files it was sent. */
function fakeHeicWorker(size: { width: number; height: number }) {
  const seen: number[] = [];
  const api: Pick<HeicApi, 'size'> = {
    async size(bytes) {
      seen.push(bytes.byteLength);
      return size;
    },
  };
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(api, port1);
  return { seen, port: port2 };
}

describe('the HEIC decoder is reached through its one worker', () => {
  it('sends a HEIC photo being inspected to the HEIC worker and takes the size it answers', async () => {
    const heic = fakeHeicWorker({ width: 4032, height: 3024 });
    setHeicConnection(async () => heic.port);
    const file = new Blob([readFileSync(fixtureUrl('edge/heic-landscape.heic'))]);
    const inspected = await inspectImage(file);
    expect(inspected.ok && { type: inspected.image.type, width: inspected.image.width }).toEqual({
      type: 'heic',
      width: 4032,
    });
    expect(heic.seen).toEqual([file.size]);
    heic.port.close();
  });

  it('answers corrupt when the HEIC worker cannot read the file', async () => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(
      {
        size: async () => {
          throw new Error('not a HEIF file');
        },
      },
      port1,
    );
    setHeicConnection(async () => port2);
    const inspected = await inspectImage(new Blob([readFileSync(fixtureUrl('edge/heic-landscape.heic'))]));
    expect(inspected).toEqual({ ok: false, reason: 'corrupt' });
    port2.close();
  });

  it('fails plainly when nothing connected a HEIC worker', async () => {
    setHeicConnection(async () => {
      throw new Error('no HEIC worker here');
    });
    await expect(heicSize(new Uint8Array(4))).rejects.toThrow('no HEIC worker here');
  });

  it('starts the HEIC worker once, however many image workers ask for a port', () => {
    const started: string[] = [];
    const handed: unknown[] = [];
    const create = () => {
      started.push('heic worker');
      return { postMessage: (port: unknown) => handed.push(port) } as unknown as Worker;
    };
    const ports = [heicPort(create), heicPort(create), heicPort(create)];
    expect(started).toEqual(['heic worker']);
    expect(handed).toHaveLength(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of [...ports, ...(handed as MessagePort[])]) port.close();
  });
});
