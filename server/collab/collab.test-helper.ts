import { expect } from 'vitest';
import type { TestBrowser } from '../auth/browser.test-helper';

export interface Doc {
  id: string;
  title: string;
  pages: {
    id: string;
    background: string | null;
    frames: { id: string; kind: string; photoId?: string | null }[];
  }[];
}
export interface PrintAnswer {
  print: { id: string; revision: number; document: Doc };
}

export async function createPrint(owner: TestBrowser, productCode = 'BOOK-HC-20X20') {
  const res = await owner.json('/print', { productCode, title: 'Our trip' });
  expect(res.status).toBe(201);
  return ((await res.json()) as PrintAnswer).print;
}

export async function invite(owner: TestBrowser, printId: string, permission: string) {
  const res = await owner.json('/print/collab/invite', { printId, permission });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string; url: string }).token;
}

/** Invites `member` with `permission` and has them accept. */
export async function join(owner: TestBrowser, member: TestBrowser, printId: string, permission: string) {
  const token = await invite(owner, printId, permission);
  const res = await member.json('/print/collab/accept', { token });
  expect(res.status).toBe(200);
}

let batches = 0;
export function sendOps(browser: TestBrowser, printId: string, ops: unknown[], batchId = `b${++batches}`) {
  return browser.json('/print/collab/ops', { printId, clientId: 'test-client', batchId, ops });
}

export const setBackground = (pageId: string, colour: string) => ({
  kind: 'set',
  path: ['pages', { id: pageId }, 'background'],
  value: colour,
});

export async function readPrint(browser: TestBrowser, id: string) {
  return ((await (await browser.fetch(`/print/${id}`)).json()) as PrintAnswer).print;
}

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Opens a design's stream and reads it until `count` events (comments aside) have arrived, then
 * closes it. Waits by event count, not by time: the test's own timeout catches a stream that
 * never delivers.
 */
export async function openStream(browser: TestBrowser, printId: string) {
  const controller = new AbortController();
  const res = await browser.fetch(`/print/collab/stream?printId=${printId}`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: SseEvent[] = [];
  let ended = false;
  async function next(count: number): Promise<SseEvent[]> {
    while (events.length < count && !ended) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (lines.length > 0) {
          const field = (name: string) =>
            lines
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).trimStart())
              .join('\n');
          events.push({ event: field('event') || 'message', data: field('data') });
        }
        cut = buffer.indexOf('\n\n');
      }
    }
    return events.slice(0, count);
  }
  // The first comment says the stream is subscribed: events published after this reach it.
  while (!buffer.includes(': connected')) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
  }
  buffer = buffer.slice(buffer.indexOf(': connected') + ': connected\n\n'.length);
  return {
    status: res.status,
    next,
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}
