/**
 * A small static host for the production build, as a CDN would serve it:
 * clean URLs (`/docs/x` → `docs/x/index.html`), the `_headers` file applied,
 * brotli or gzip by Accept-Encoding, 404.html for unknown paths.
 *
 *   jiti scripts/serve-static.ts [--dir build] [--port 3000]
 *
 * Used by the static-host end-to-end tests (CSP) and the benchmarks
 * (`npm run bench`, `npm run bench:lighthouse`).
 */
import {existsSync, readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {headersFor, parseHeadersFile} from '../plugins/static-host-files/policy';
import {fileForUrlPath} from '../model/builtSite';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export interface StaticServerOptions {
  /** Rewrites each HTML page before it is sent, for benchmarks (such as `withoutScripts`). */
  transformHtml?: (html: string) => string;
}

export function startStaticServer(dir: string, port: number, options: StaticServerOptions = {}): Server {
  const headersPath = path.join(dir, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const compressed = new Map<string, Buffer>();

  return createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file: string | undefined;
    try {
      file = fileForUrlPath(dir, urlPath);
    } catch {
      file = undefined; // Malformed escapes: treated as not found.
    }
    const status = file === undefined ? 404 : 200;
    file ??= path.join(dir, '404.html');
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    if (options.transformHtml !== undefined && type.startsWith('text/html')) {
      body = Buffer.from(options.transformHtml(body.toString('utf8')));
    }
    const headers: Record<string, string> = {...headersFor(rules, urlPath), 'Content-Type': type, Vary: 'Accept-Encoding'};

    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type)
      ? /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined
      : undefined;
    if (encoding !== undefined) {
      const key = `${encoding}:${file}`;
      let packed = compressed.get(key);
      if (packed === undefined) {
        packed = encoding === 'br' ? brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 9}}) : gzipSync(body, {level: 9});
        compressed.set(key, packed);
      }
      body = packed;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }).listen(port, 'localhost');
}

/** Serves `dir` on a free port; resolves once it listens. For scripts. */
export function serveBuild(dir: string, options: StaticServerOptions = {}): Promise<{url: string; close: () => Promise<void>}> {
  return new Promise((resolve, reject) => {
    const server = startStaticServer(dir, 0, options);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({url: `http://localhost:${port}`, close: () => new Promise((done) => server.close(() => done()))});
    });
  });
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

if (process.argv[1] !== undefined && /serve-static\.ts$/.test(process.argv[1])) {
  const dir = path.resolve(argument('dir', 'build'));
  const port = Number(argument('port', '3000'));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: run \`npm run build\` first.`);
    process.exit(1);
  }
  startStaticServer(dir, port);
  console.log(`Serving ${dir} on http://localhost:${port} (compressed, with _headers)`);
}
