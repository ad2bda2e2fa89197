import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { nextIp } from '../account/test-factories.js';
import { forwardDueSubmissions } from '../forms/outbox.js';

/** A stand-in for the spreadsheet script: answers 503 while `failing`, records what it accepted. */
function startWebhook() {
  const state = { failing: true, received: [] as Record<string, string>[] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (state.failing) return res.writeHead(503).end();
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      state.received.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
      res.writeHead(200).end('ok');
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}/hook`,
          state,
          close: () => new Promise((r) => server.close(() => r())),
        });
      });
    },
  );
}

describe('newsletter and contact forms', () => {
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    hook = await startWebhook();
    ctx = await buildTestApp({ FORMS_WEBHOOK_URL: hook.url });
  });
  afterAll(async () => {
    await ctx.close();
    await hook.close();
  });

  const pending = () =>
    queryRows<{
      id: number;
      attempts: number;
      forwarded_at: Date | null;
      last_error: string | null;
    }>(
      ctx.database.db,
      sql`select id, attempts, forwarded_at, last_error from form_submissions order by id`,
    );
  const contact = {
    firstName: 'Lea',
    lastName: 'Meier',
    email: 'lea@example.ch',
    reason: 'product_data',
    message: 'Das Brot enthält Sellerie.',
  };

  it('stores a contact message and a newsletter sign-up even while the webhook is down', async () => {
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: contact,
      remoteAddress: nextIp(),
    });
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { form_name: 'Lea', form_email: 'lea@example.ch' },
      remoteAddress: nextIp(),
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(new Date(b.json().submitted_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await ctx.app.formsOutbox.idle();
    const rows = await pending();
    expect(rows).toHaveLength(2);
    expect(
      rows.every((r) => r.forwarded_at === null && r.attempts >= 1 && r.last_error === 'HTTP 503'),
    ).toBe(true);
  });

  it('retries later and forwards each submission once as multipart form data', async () => {
    hook.state.failing = false;
    // Not due yet: the backoff holds the retry back.
    expect(await forwardDueSubmissions(ctx.database.db, hook.url)).toEqual({
      forwarded: 0,
      failed: 0,
    });
    await ctx.database.db.execute(sql`update form_submissions set next_attempt_at = now()`);
    expect(await forwardDueSubmissions(ctx.database.db, hook.url)).toEqual({
      forwarded: 2,
      failed: 0,
    });
    expect(hook.state.received).toEqual([
      expect.objectContaining({
        form: 'contact',
        firstName: 'Lea',
        message: 'Das Brot enthält Sellerie.',
        submitted_at: expect.any(String),
      }),
      expect.objectContaining({
        form: 'newsletter',
        form_name: 'Lea',
        form_email: 'lea@example.ch',
      }),
    ]);
    expect((await pending()).every((r) => r.forwarded_at !== null)).toBe(true);
    await ctx.database.db.execute(sql`update form_submissions set next_attempt_at = now()`);
    expect(await forwardDueSubmissions(ctx.database.db, hook.url)).toEqual({
      forwarded: 0,
      failed: 0,
    });
  });

  it('forwards a new submission right away when the webhook is up', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      payload: { form_name: 'Marc', form_email: 'marc@example.ch' },
      remoteAddress: nextIp(),
    });
    await ctx.app.formsOutbox.idle();
    expect(hook.state.received.at(-1)).toMatchObject({ form_name: 'Marc' });
  });

  it('keeps a submission when the webhook cannot be reached at all', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...contact, email: 'x@example.ch' },
      remoteAddress: nextIp(),
    });
    await ctx.app.formsOutbox.idle();
    const result = await forwardDueSubmissions(ctx.database.db, 'http://127.0.0.1:9/closed');
    expect(result.forwarded).toBe(0);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from form_submissions`,
    );
    expect(rows[0]?.n).toBe(4);
  });

  it.each([
    ['/api/contact/', { ...contact, email: 'nope' }, 'email', 'invalid_email'],
    ['/api/contact/', { ...contact, message: '' }, 'message', 'required'],
    ['/api/contact/', { ...contact, phone: '079' }, 'phone', 'unknown_field'],
    [
      '/api/newsletter/',
      { form_name: 'A', form_email: 'a@example.ch', consent_ads: true },
      'consent_ads',
      'unknown_field',
    ],
  ])('rejects a bad body at %s (%j) with a field code', async (url, payload, field, code) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(code);
  });

  it('limits each address to 5 submissions a minute', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/',
        payload: {},
        remoteAddress: '198.51.100.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
