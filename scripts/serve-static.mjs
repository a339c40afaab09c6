// @ts-check
/**
 * A small static file server for benchmarks: serves a Docusaurus build the
 * way a production host does (clean URLs, gzip for text, long caching for
 * hashed assets, 404.html for unknown paths). Not for production use.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {createGzip} from 'node:zlib';

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/**
 * The file a URL path names in the build, following Docusaurus' clean URLs.
 * @param {string} root
 * @param {string} urlPath
 */
export function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Starts serving `root` on `port` (0 picks a free one).
 * @param {string} root
 * @param {number} [port]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function serveStatic(root, port = 0) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, url.pathname) ?? path.join(root, '404.html');
    const status = resolveFile(root, url.pathname) ? 200 : 404;
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': type,
      // Hashed file names never change; everything else is revalidated.
      'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    };
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, 'localhost', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://localhost:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
