import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type CollabEvent, CollabBus } from './bus';

/** Two app servers' databases sharing one NOTIFY channel, as PostgreSQL would deliver it. */
function sharedChannel() {
  const listeners: ((payload: string) => void)[] = [];
  const database = () =>
    ({
      listen: async (_channel: string, on: (payload: string) => void) => {
        listeners.push(on);
        return async () => {};
      },
      notify: async (_channel: string, payload: string) => {
        for (const on of listeners) on(payload);
      },
    }) as unknown as Database;
  return { a: new CollabBus(database()), b: new CollabBus(database()) };
}

const presence = {
  clientId: 'tab-1',
  userId: 'u1',
  name: 'Ana',
  colour: '#1971c2',
  pageId: 'p1',
  selection: ['f1'],
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
};

describe('CollabBus', () => {
  it('hands presence and revocations to this server’s streams once and to the other server’s', async () => {
    const { a, b } = sharedChannel();
    await Promise.all([a.ready(), b.ready()]);
    const onA: CollabEvent[] = [];
    const onB: CollabEvent[] = [];
    a.subscribe('print', (e) => onA.push(e));
    b.subscribe('print', (e) => onB.push(e));
    a.publish('print', { type: 'presence', presence });
    a.publish('print', { type: 'revoked', userId: 'u2' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(onA.map((e) => e.type)).toEqual(['presence', 'revoked']);
    expect(onB.map((e) => e.type)).toEqual(['presence', 'revoked']);
    expect(b.presence.list('print')).toEqual([presence]);
  });

  it('keeps designs apart and stops delivering after unsubscribe', () => {
    const { a } = sharedChannel();
    const heard: string[] = [];
    const stop = a.subscribe('one', (e) => heard.push(e.type));
    a.subscribe('two', () => heard.push('wrong design'));
    a.publish('one', { type: 'revoked', userId: 'u' });
    stop();
    a.publish('one', { type: 'revoked', userId: 'u' });
    expect(heard).toEqual(['revoked']);
  });
});
