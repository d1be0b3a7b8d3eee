import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyLog {
  method: string;
  path: string;
  /** Which target answered (its index in the list). */
  target: number;
}

export interface ProxyOptions {
  /** Answers a request itself instead of passing it on: true when it did. */
  answer?(req: IncomingMessage, res: ServerResponse): boolean;
  /** Response headers (lower case) left out of every answer passed through. */
  dropHeaders?: string[];
}

/**
 * A load balancer for tests and benches: each request goes to the next target in turn (no
 * stickiness at all, the hardest case for app servers), body and answer streamed through. `log`
 * records who got what. With one target it is a plain pass-through proxy.
 */
export async function startRoundRobinProxy(targets: string[], options: ProxyOptions = {}) {
  let next = 0;
  const log: ProxyLog[] = [];
  const server = createServer((req, res) => {
    if (options.answer?.(req, res)) return;
    const index = next++ % targets.length;
    const target = new URL(targets[index]!);
    log.push({ method: req.method ?? 'GET', path: req.url ?? '/', target: index });
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of options.dropHeaders ?? []) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, headers);
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
