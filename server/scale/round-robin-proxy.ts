import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyLog {
  method: string;
  path: string;
  /** Which target answered (its index in the list). */
  target: number;
}

/**
 * A load balancer for tests: each request goes to the next target in turn (no stickiness at all,
 * the hardest case for app servers), body and answer streamed through. `log` records who got what.
 */
export async function startRoundRobinProxy(targets: string[]) {
  let next = 0;
  const log: ProxyLog[] = [];
  const server = createServer((req, res) => {
    const index = next++ % targets.length;
    const target = new URL(targets[index]!);
    log.push({ method: req.method ?? 'GET', path: req.url ?? '/', target: index });
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A client that goes (a live stream closed) ends its upstream request too, as a real balancer
    // does; otherwise the app server holds the stream open and never stops.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
