import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { testApp, type TestApp } from '../test-support';

/** Times here are short so the test ends soon; the checks count events, not durations. */
const LIMITS = { headersMs: 300, requestMs: 600, idleMs: 2_000, keepAliveMs: 300, checkEveryMs: 100 };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp({ app: { limits: LIMITS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.app.close());

/**
 * A slow client: sends the start of a request, then one byte per tick, for at most `ticks` ticks.
 * Resolves with how many bytes it got to send before the server closed the socket (or null when
 * the server never closed it).
 */
function dribble(start: string, ticks: number, tickMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let done = false;
    const finish = (v: number | null) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      socket.destroy();
      resolve(v);
    };
    socket.on('close', () => finish(sent));
    socket.on('error', () => finish(sent));
    socket.on('data', () => undefined);
    socket.write(start);
    const timer = setInterval(() => {
      if (sent >= ticks) return finish(null);
      sent++;
      if (!socket.destroyed) socket.write('a');
    }, tickMs);
  });
}

describe('server limits', () => {
  it('cuts off a client that never finishes its headers', async () => {
    const sent = await dribble('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 100, 50);
    expect(sent).not.toBeNull();
  });

  it('cuts off a client that never finishes its body', async () => {
    const sent = await dribble(
      'POST /site/api/v1/advertising/navigationList HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      100,
      50,
    );
    expect(sent).not.toBeNull();
  });

  it('answers a contract body over its limit with 6007 请求体过大, and lets a normal one through', async () => {
    const big = { pad: 'x'.repeat(70 * 1024) };
    const out = await t.browser.post('/site/api/v1/advertising/navigationList', big);
    expect(out).toMatchObject({ code: 6007, message: '请求体过大' });
    expect((await t.browser.post('/site/api/v1/advertising/navigationList', {})).code).toBe(6000);
  });
});
