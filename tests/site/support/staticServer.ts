import http from 'node:http';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';

/**
 * Serves the production build the way `docusaurus serve` does (serve-handler
 * with clean URLs, 404.html for unknown paths), on a free loopback port.
 * With `base`, only under that path, as a host publishing the site there
 * (BASE_URL) would: anything outside it is a bare 404.
 */
export async function startStaticServer(buildDir: string, base = '/'): Promise<{ url: string; close: () => Promise<void> }> {
  // Large headers allowed: the hostile-input tests send 60 KB URLs to test the page, not the host.
  const server = http.createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    const requested = request.url ?? '/';
    if (!requested.startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    request.url = `/${requested.slice(base.length)}`;
    void serveHandler(request, response, { public: buildDir, cleanUrls: true, directoryListing: false });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
