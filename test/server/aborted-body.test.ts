// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newVisitor, removeDir, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('a client that leaves in the middle of its request body', () => {
  it('is not logged as an error, and the server keeps answering', async () => {
    const error = vi.spyOn(console, 'error');
    const visitor = await newVisitor(server.base);
    const { port } = new URL(server.base);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/commerce/shopping-cart/entries HTTP/1.1\r\n' +
            `Host: 127.0.0.1:${port}\r\n` +
            `Cookie: ${visitor.cookie}\r\n` +
            `X-CSRF-Token: ${visitor.crumb}\r\n` +
            'Content-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n' +
            '{"itemId": "half a bo',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(error.mock.calls.filter((call) => String(call[0]).includes('Unexpected error'))).toEqual([]);
    expect(
      (await fetch(`${server.base}/api/commerce/shopping-cart`, { headers: { Cookie: visitor.cookie } })).status,
    ).toBe(200);
  });
});
