// The one way web tests stand in for the API: msw, answering requests at their real paths.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

export const server = setupServer();

/** Starts msw for this test file; a request without a handler fails the test. */
export function listenToApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Answers `method path` with this status and JSON body (none when null). Returns the JSON bodies
 * sent to it, in order, so a test can read what the page sent (or that it sent nothing).
 */
export function answer(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  status: number,
  body: unknown = null,
) {
  const sent: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      sent.push(text ? JSON.parse(text) : null);
      return body === null
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body, { status });
    }),
  );
  return sent;
}
