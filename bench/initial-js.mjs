// Initial JavaScript of each page, gzipped, from the build alone (no server, no browser): the entry
// script with its static imports, plus the page's lazy chunks and English locale sections with
// theirs — what a browser fetches before the page is usable. Code a page imports later (zod on a
// form's first focus, the "Other" dialog, the OCR) is not counted. Budgets (issue 15): the form
// pages ≤ 135 kB, every other public page ≤ 120 kB, portal pages ≤ 170 kB; a public page loads no
// portal code. `npm test` runs this after the build, so a dependency that breaks a budget fails.
//   npm run build -w web && node bench/initial-js.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PUBLIC_KB = 120;
const FORM_KB = 135;
const PORTAL_KB = 170;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../web/dist');
// Each path: its budget, its page chunk (named after web/src/app/routes/<name>.tsx), locale
// sections and, in the portal, the query provider and the portal layout it opens inside.
const inPortal = (page) => ['query-provider', 'layout', page, 'en-portal'];
const pages = {
  '/': [PUBLIC_KB, ['home', 'en-home']],
  '/about-us': [PUBLIC_KB, ['about', 'en-about']],
  '/contact': [FORM_KB, ['contact', 'en-contact']],
  '/faq': [PUBLIC_KB, ['faq', 'en-faq']],
  '/legal-notices': [PUBLIC_KB, ['legal', 'en-legal']],
  '/terms-of-service': [PUBLIC_KB, ['terms', 'en-terms']],
  '/login': [FORM_KB, ['login', 'en-login']],
  '/register': [FORM_KB, ['register', 'en-register']],
  '/no/such/page': [PUBLIC_KB, []],
  '/portal-home': [PORTAL_KB, inPortal('search')],
  '/portal-home/product/1': [PORTAL_KB, inPortal('product')],
  '/portal-home/scan': [PORTAL_KB, inPortal('scan')],
  '/favorite': [PORTAL_KB, inPortal('favorites')],
  '/profile': [PORTAL_KB, inPortal('profile')],
  '/news-feed': [PORTAL_KB, inPortal('coming-soon')],
};

// Portal chunks (web/src/app/routes/portal*, the query provider, portal texts): never on a public page.
const portal = [
  'layout',
  'search',
  'product',
  'favorites',
  'profile',
  'coming-soon',
  'query-provider',
  'en-portal',
];

if (!existsSync(join(dist, 'index.html')))
  throw new Error('No build in web/dist: run `npm run build -w web` first');
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
const chunk = (name) => {
  // <name>-<8-character hash>.js; `en-login` must not match `en-login-form…`.
  const found = files.filter(
    (file) => file.startsWith(`${name}-`) && file.length === name.length + 12,
  );
  if (found.length !== 1)
    throw new Error(`Expected one chunk named ${name}-<hash>.js, found ${found.length}`);
  return found[0];
};
const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(
  /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/,
)?.[1];
if (!entry) throw new Error('No entry script in index.html');

const gzipKb = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length / 1024;
function closure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    ))
      visit(match[1]);
  };
  roots.forEach(visit);
  return seen;
}

const portalChunks = new Set(portal.map(chunk));
const rows = Object.entries(pages).map(([path, [budget, names]]) => {
  const scripts = closure([entry, ...names.map(chunk)]);
  const kb = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
  const portalCode =
    budget === PORTAL_KB ? [] : [...scripts].filter((file) => portalChunks.has(file));
  return {
    path,
    scripts: scripts.size,
    js_gzip_kb: Number(kb.toFixed(1)),
    budget_kb: budget,
    within_budget: kb <= budget,
    portal_code: portalCode,
  };
});
for (const row of rows) console.log(JSON.stringify(row));
const over = rows.filter((row) => !row.within_budget || row.portal_code.length);
if (over.length) {
  console.error(
    `Over budget or loading portal code: ${over.map((row) => `${row.path} (${row.js_gzip_kb} kB)`).join(', ')}`,
  );
  process.exit(1);
}
