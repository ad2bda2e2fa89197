import { vi } from 'vitest';

/**
 * Every fetch answers with this status and JSON body (none when null); returns the mock so a test
 * can read the requests. test/setup.ts removes it after each test.
 */
export function respond(status: number, body: unknown = null) {
  const fetchMock = vi.fn(
    async (..._args: unknown[]) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
