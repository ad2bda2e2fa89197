// `npm run instances`: N API instances on one PostgreSQL behind one port (issue 30 point 3,
// decision 175). Like `npm start` it installs what is missing and builds the web app first
// (`npm run instances -- --no-build` skips the build: the load benchmark serves only the API). Each
// instance is the ordinary server (own process, own connection pool, own worker threads) on its
// own port; nginx listens on PORT and hands each request to the instance with the fewest open
// requests. What must be shared lives in PostgreSQL (sessions, per-address and per-user limits,
// login throttles, the claim on the start-up import), and an import's commit is announced to every
// instance (LISTEN/NOTIFY) so each drops its in-memory search words at once: any instance may
// answer any request. Stops everything on SIGINT/SIGTERM or when one instance stops.
//
// Env: DATABASE_URL and JWT_SECRET (required: the embedded database serves one process, and every
// instance must check the others' tokens), INSTANCES (default 2), PORT (default 3000; the instances
// take PORT+1 … PORT+N), HOST (the proxy's interface, default localhost), NGINX (the binary,
// default nginx), and every other variable of the server (README "Configuration"). The proxy is
// the one hop the instances trust (TRUST_PROXY=loopback unless set). Prints one line
// `instances ready {json}` with the process ids when every instance answers /api/health.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.env.INSTANCES ?? 2);
const front = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
for (const name of ['DATABASE_URL', 'JWT_SECRET']) {
  if (!process.env[name]) {
    console.error(`instances: ${name} is required (see README "Several API instances")`);
    process.exit(2);
  }
}
if (!Number.isInteger(count) || count < 1) {
  console.error('instances: INSTANCES must be a whole number ≥ 1');
  process.exit(2);
}
const ports = Array.from({ length: count }, (_, i) => front + 1 + i);
execFileSync(process.execPath, [join(root, 'scripts/ensure-install.mjs')], { stdio: 'inherit' });
runOnProjectNode(root, fileURLToPath(import.meta.url));
if (!process.argv.includes('--no-build')) {
  console.log('Building the web app…');
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
}

/** The proxy's whole configuration: one upstream of the instances, kept-alive connections. */
function nginxConfig(dir, listen, upstreamPorts) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 64k;
  client_body_buffer_size 64k;
  upstream safeshelf {
    least_conn;
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://safeshelf;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

const dir = mkdtempSync(join(tmpdir(), 'safeshelf-instances-'));
const children = [];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const done = () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  let left = children.filter((c) => c.exitCode === null).length;
  if (!left) done();
  for (const child of children) child.once('exit', () => --left === 0 && done());
  setTimeout(done, 12_000).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const watch = (child, name) => {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`instances: ${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stop(1);
  });
  child.on('error', (error) => {
    console.error(`instances: ${name} could not start: ${error.message}`);
    if (name === 'nginx')
      console.error('instances: install nginx (Debian: apt-get install nginx-light), or set NGINX');
    stop(1);
  });
};

for (const port of ports) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { TRUST_PROXY: 'loopback', ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  watch(child, `instance :${port}`);
}
writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, `${host}:${front}`, ports));
const nginx = spawn(process.env.NGINX ?? 'nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
watch(nginx, 'nginx');

/** Waits until every instance answers its health check (migrations run first, under a lock). */
async function waitForHealth(port) {
  for (;;) {
    if (stopping) return;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
await Promise.all(ports.map(waitForHealth));
if (!stopping) {
  const pids = { proxy: nginx.pid, instances: children.slice(0, count).map((c) => c.pid), ports };
  console.log(`instances ready ${JSON.stringify(pids)}`);
}
