// Initial JavaScript of each public page, gzipped, from the build alone (no server, no browser):
// the entry script with its static imports, plus the page's lazy chunk and English locale sections
// with theirs — what a browser fetches before the page is usable. Code a page imports later
// (zod on a form's first focus, the "Other" dialog) is not counted. Budget (issue 6): ≤ 120 kB.
//   npm run build -w web && node bench/initial-js.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../web/dist');
// Each public path: its page chunk (named after web/src/app/routes/<name>.tsx) and locale sections.
const pages = {
  '/': ['home', 'en-home'],
  '/about-us': ['about', 'en-about'],
  '/contact': ['contact', 'en-contact'],
  '/faq': ['faq', 'en-faq'],
  '/legal-notices': ['legal', 'en-legal'],
  '/terms-of-service': ['terms', 'en-terms'],
  '/login': ['login', 'en-login'],
  '/register': ['register', 'en-register'],
  '/no/such/page': [],
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
const rows = Object.entries(pages).map(([path, names]) => {
  const scripts = closure([entry, ...names.map(chunk)]);
  const kb = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
  const portalCode = [...scripts].filter((file) => portalChunks.has(file));
  return {
    path,
    scripts: scripts.size,
    js_gzip_kb: Number(kb.toFixed(1)),
    within_budget: kb <= BUDGET_KB,
    portal_code: portalCode,
  };
});
for (const row of rows) console.log(JSON.stringify(row));
const over = rows.filter((row) => !row.within_budget || row.portal_code.length);
if (over.length) {
  console.error(
    `Over the ${BUDGET_KB} kB budget or loading portal code: ${over.map((row) => row.path).join(', ')}`,
  );
  process.exit(1);
}
