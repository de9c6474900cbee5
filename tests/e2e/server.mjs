// A tiny static file server (node:http, no dependencies) for the built app.
//
// As a module (tests):
//   const server = await startServer({ root: 'dist', prefix: '/schools/class-3b/games/' });
//   server.url        // 'http://127.0.0.1:<free port>/schools/class-3b/games/'
//   server.requests   // every request: { method, path, status, time }
//   await server.stop();
//
// From the command line (scripts/serve.sh):
//   node tests/e2e/server.mjs [--dir dist] [--port 8080] [--host 127.0.0.1] [--prefix /] [--gzip]

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function mimeType(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function normalisePrefix(prefix) {
  let p = prefix || '/';
  if (!p.startsWith('/')) p = '/' + p;
  if (!p.endsWith('/')) p += '/';
  return p;
}

/**
 * Serves the folder `root` under the URL sub-folder `prefix` on `host`:`port`
 * (port 0 picks a free port). Resolves once listening. With `gzip`, files go gzip -9 encoded
 * to a browser that accepts it, as a static host sends them (for measuring load times).
 */
export async function startServer({ root = 'dist', prefix = '/', host = '127.0.0.1', port = 0, log = false, gzip = false } = {}) {
  const rootDir = path.resolve(root);
  if (!fs.existsSync(path.join(rootDir, 'index.html'))) {
    throw new Error(`${rootDir}/index.html not found: build first (scripts/build.sh)`);
  }
  const base = normalisePrefix(prefix);
  const requests = [];

  const server = http.createServer((req, res) => {
    const record = { method: req.method, path: req.url, status: 0, time: Date.now() };
    requests.push(record);
    const send = (status, headers, body) => {
      record.status = status;
      // Any origin may read the files, as on most static hosts: a sandboxed iframe without
      // allow-same-origin has origin 'null', and its module script and wasm loads use CORS.
      res.writeHead(status, { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
      if (log) console.log(`${status} ${req.method} ${req.url}`);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, { Allow: 'GET, HEAD' }, 'method not allowed\n');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, {}, 'bad request\n');
    }
    if (pathname + '/' === base) {
      return send(301, { Location: base }, '');
    }
    if (!pathname.startsWith(base)) {
      return send(404, { 'Content-Type': 'text/plain' }, `not found (the app is under ${base})\n`);
    }
    let file = path.resolve(rootDir, '.' + path.posix.normalize('/' + pathname.slice(base.length)));
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) {
      return send(403, {}, 'forbidden\n');
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isDirectory()) {
        if (!pathname.endsWith('/')) return send(301, { Location: pathname + '/' }, '');
        file = path.join(file, 'index.html');
      }
      fs.readFile(file, (err2, body) => {
        if (err2) return send(404, { 'Content-Type': 'text/plain' }, 'not found\n');
        if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          const packed = zlib.gzipSync(body, { level: 9 });
          return send(200, { 'Content-Type': mimeType(file), 'Content-Encoding': 'gzip', 'Content-Length': packed.length }, packed);
        }
        send(200, { 'Content-Type': mimeType(file), 'Content-Length': body.length }, body);
      });
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  const origin = `http://${host}:${actualPort}`;

  return {
    origin,
    url: origin + base,
    port: actualPort,
    prefix: base,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

function parseArgs(argv) {
  const opts = { root: 'dist', port: 8080, host: '127.0.0.1', prefix: '/' };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (key === '--dir') opts.root = value();
    else if (key === '--port') opts.port = Number(value());
    else if (key === '--host') opts.host = value();
    else if (key === '--prefix') opts.prefix = value();
    else if (key === '--log') opts.log = true;
    else if (key === '--gzip') opts.gzip = true;
    else throw new Error(`unknown option ${argv[i]}; use --dir, --port, --host, --prefix, --log, --gzip`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('bad --port');
  return opts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    const server = await startServer(opts);
    console.log(`Serving ${path.resolve(opts.root)} at ${server.url}  (Ctrl+C to stop)`);
    const stop = async () => {
      await server.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (err) {
    console.error(`error: ${err.message}`);
    process.exit(1);
  }
}
