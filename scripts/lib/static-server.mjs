// The one static server of the project: the benches and the tests serve a
// production build with it. It serves like `docusaurus serve` (serve-handler,
// clean URLs, 404.html for unknown paths) on a free loopback port.
import { createReadStream, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import serveHandler from 'serve-handler';

const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.map', '.ico']);

/**
 * Options:
 * - `base`: serve only under this path, as a host publishing the site there
 *   (BASE_URL) would; anything outside it is a bare 404.
 * - `gzip`: a zlib level (1-9); text files are compressed at that level
 *   (once, then cached) for clients that accept gzip, as a real static host does.
 * - `headers`: serve-handler header rules (`[{ source, headers: [{ key, value }] }]`), e.g. a cache policy.
 * - `onResponse`: called once per response with its path and the body bytes sent.
 */
export async function startStaticServer(buildDir, { base = '/', gzip = 0, headers = [], onResponse } = {}) {
  const cache = new Map();
  // Large headers allowed: the hostile-input tests send 60 KB URLs to test the page, not the host.
  const server = http.createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    const requested = request.url ?? '/';
    if (!requested.startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    request.url = `/${requested.slice(base.length)}`;
    if (onResponse) countBody(request, response, onResponse);
    const methods = gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? gzipMethods(response, gzip, cache) : {};
    void serveHandler(request, response, { public: buildDir, cleanUrls: true, directoryListing: false, headers }, methods);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** serve-handler's file reading, with text files swapped for their gzip body and the headers to match. */
function gzipMethods(response, level, cache) {
  let compressed = false;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, headers = {}) => {
    if (compressed) {
      delete headers['Content-Length'];
      response.removeHeader('Content-Length');
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    return writeHead(status, headers);
  };
  return {
    createReadStream(file, options) {
      if (!compressibleExtensions.has(path.extname(file)) || (options && (options.start !== undefined || options.end !== undefined))) {
        return createReadStream(file, options);
      }
      compressed = true;
      if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level }));
      return Readable.from([cache.get(file)]);
    },
  };
}

/** Sums the body bytes written to `response` and reports them when it finishes. */
function countBody(request, response, onResponse) {
  const pathname = new URL(request.url ?? '/', 'http://x').pathname;
  let bytes = 0;
  const count = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? encoding : undefined);
  };
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = (chunk, encoding, callback) => {
    count(chunk, encoding);
    return write(chunk, encoding, callback);
  };
  response.end = (chunk, encoding, callback) => {
    count(chunk, encoding);
    return end(chunk, encoding, callback);
  };
  response.on('finish', () => onResponse({ path: pathname, status: response.statusCode, bytes }));
}
