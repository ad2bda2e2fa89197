import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on 127.0.0.1 (random port) that forwards to `target` and appends the client's
 * address to `X-Forwarded-For`, as nginx's `$proxy_add_x_forwarded_for` does. Tests use it to check
 * what a client behind one real proxy hop can spoof.
 */
export async function startForwardingProxy(target: string) {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const before = req.headers['x-forwarded-for'];
    const forwarded = [before, req.socket.remoteAddress].filter(Boolean).join(', ');
    const out = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
