import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, type Knowledge } from '@safeshelf/engine';
import {
  toDietProfile,
  toLabelInput,
  type DietCheckRequest,
  type EngineProfile,
  type PackLang,
} from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';

type Lang = 'en' | 'de' | 'fr';

/**
 * Real ingredient lists as printed, read from CATALOG_DIR at run time: Open Food Facts texts in
 * German, French, English and Italian, and FoodRepo's Swiss French lists (joined).
 */
function realLabels(catalogDir: string, count: number): DietCheckRequest[] {
  const labels: DietCheckRequest[] = [];
  const off = readFileSync(join(catalogDir, 'products/off_products_merged.jsonl'), 'utf8');
  for (const line of off.split('\n')) {
    if (labels.length >= count * 0.8) break;
    if (!line) continue;
    const p = JSON.parse(line) as Record<string, string | undefined>;
    for (const lang of ['de', 'fr', 'en', 'it'] as PackLang[]) {
      const text = p[`ingredients_text_${lang}`]?.trim();
      if (text && text.length <= 5000) {
        labels.push({
          ingredients_text: text,
          product_name: p.product_name?.slice(0, 150),
          lang: labels.length % 3 ? lang : undefined,
        });
        break;
      }
    }
  }
  const foodrepo = readFileSync(join(catalogDir, 'products/foodrepo_ch_2018.csv'), 'utf8');
  for (const match of foodrepo.matchAll(/"(\[""[^\n]*?\])"/g)) {
    if (labels.length >= count) break;
    const words = JSON.parse(match[1]!.replace(/""/g, '"')) as string[];
    if (words.length > 1) labels.push({ ingredients_text: words.join(', ') });
  }
  return labels;
}

const PROFILES: EngineProfile[] = [
  { intolerances: ['lactose', 'gluten'], custom: [], tolerated_fodmap_groups: [] },
  { intolerances: ['fructose', 'fodmap'], custom: [], tolerated_fodmap_groups: ['lactose'] },
  { intolerances: ['lactose'], custom: ['Sellerie', 'noisettes'], tolerated_fodmap_groups: [] },
];

describe('the phone’s engine, built from the served knowledge, judges labels as the server does', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let users: TestUser[];
  let knowledge: Knowledge;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // Three users per diet: label checks are limited to 30 a minute per user.
    users = await Promise.all(
      [...PROFILES, ...PROFILES, ...PROFILES].map((p) =>
        createUser(ctx.app, {
          intolerances: p.intolerances,
          custom_intolerances: p.custom,
          tolerated_fodmap_groups: p.tolerated_fodmap_groups,
        }),
      ),
    );
    const pack = await ctx.app.inject({
      method: 'GET',
      url: '/api/offline/pack/',
      headers: users[0]!.auth,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/diet-knowledge/${pack.json().engine_fingerprint}/`,
    });
    // What the browser's worker does with the body: JSON, then the engine's public entry.
    knowledge = JSON.parse(res.body) as Knowledge;
  }, 60_000);
  afterAll(() => ctx.close());

  it('gives the same colour and the same reasons on 250 real lists for three diets', async () => {
    const engine = createEngine(knowledge);
    const labels = realLabels(ctx.env.CATALOG_DIR, 250);
    expect(labels.length).toBe(250);
    const colours = new Set<string>();
    for (const [index, label] of labels.entries()) {
      const user = users[index % users.length]!;
      const which = index % PROFILES.length;
      const lang = (['en', 'de', 'fr'] as Lang[])[index % 3]!;
      const server = await ctx.app.inject({
        method: 'POST',
        url: '/api/diet-check/',
        headers: { ...user.auth, 'accept-language': lang },
        payload: label,
        remoteAddress: nextIp(),
      });
      expect(server.statusCode).toBe(200);
      const phone = engine.judge(toLabelInput(label), toDietProfile(PROFILES[which]!), lang);
      expect({ diet_color: phone.diet_color, checks: phone.checks }).toEqual(server.json());
      colours.add(phone.diet_color);
    }
    expect([...colours].sort()).toEqual(['green', 'red', 'yellow']);
    // 250 checks through the worker pool on a shared 2-core machine.
  }, 180_000);
});
