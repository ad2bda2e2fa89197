import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { HTTP_TIMEOUTS } from '../app.js';

/**
 * Issue 29 (10): a request whose body never arrives held its socket forever (`requestTimeout` 0).
 * A real socket (inject has none) sends part of a request and waits: the server answers 408 and
 * closes it once the limit passes. Limits are shortened here; the defaults are checked apart.
 */
describe('slow clients cannot hold a socket', () => {
  const timeouts = { requestMs: 1_500, headersMs: 1_000, checkIntervalMs: 250 };
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { httpTimeouts: timeouts });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  /** Writes `head` and then nothing; resolves with what the server sent and when it closed. */
  const stall = (head: string, giveUpMs = 6_000) =>
    new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const giveUp = setTimeout(() => {
        socket.destroy();
        resolve({ answer, closedAfterMs: null });
      }, giveUpMs);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
      socket.on('error', () => {});
    });

  it('answers 408 and closes the socket when the body stops half-way', async () => {
    const { answer, closedAfterMs } = await stall(
      'POST /api/contact/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"firstName":"Sl',
    );
    expect(closedAfterMs, 'socket still open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs!).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(closedAfterMs!).toBeLessThan(timeouts.requestMs + 2 * timeouts.checkIntervalMs + 1000);
  });

  it('answers 408 when the headers never end', async () => {
    const { answer, closedAfterMs } = await stall(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
    );
    expect(closedAfterMs, 'socket still open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs!).toBeLessThan(timeouts.headersMs + 2 * timeouts.checkIntervalMs + 1000);
  });

  it('still serves a whole request on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(res.status).toBe(200);
  });

  it('are set by default: 30 s for a request, 15 s for its headers, checked every 2 s', async () => {
    expect(HTTP_TIMEOUTS).toEqual({ requestMs: 30_000, headersMs: 15_000, checkIntervalMs: 2_000 });
    const plain = await buildTestApp();
    try {
      expect(plain.app.server.requestTimeout).toBe(30_000);
      expect(plain.app.server.headersTimeout).toBe(15_000);
    } finally {
      await plain.close();
    }
  });
});
