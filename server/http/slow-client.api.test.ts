import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  // Short limits for the test; the defaults are 20 s for headers and 5 min for a whole request.
  server = await startTestServer({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' });
});
afterAll(() => server?.stop());

describe('a slow client', () => {
  it('that dribbles its headers forever has its socket closed', async () => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /webapp/api/health HTTP/1.1\r\nHost: localhost\r\n');
    // One more header byte now and then, never the blank line that ends the headers.
    let n = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(n++ === 0 ? 'X-Slow: ' : 'a');
    }, 100);
    try {
      await closed;
    } finally {
      clearInterval(drip);
    }
    expect(socket.destroyed).toBe(true);
    // Node answers such a client with 408 before it closes the socket.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still gets its answer when the request arrives in time', async () => {
    const res = await fetch(server.api('/health'));
    expect(res.status).toBe(200);
  });
});
