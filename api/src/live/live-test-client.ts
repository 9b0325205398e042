import type { IncomingHttpHeaders } from 'node:http';
import { WebSocket } from 'ws';
import { encodeFrame, parseServerFrame, type ClientFrameInput, type ServerFrame } from '@site/shared';

/** A websocket client for api tests: the real `ws` client, frames parsed with the shared schema. */
export class LiveTestClient {
  readonly frames: ServerFrame[] = [];
  /** Frames from the server that do not match the shared schema (a test expects none). */
  readonly bad: string[] = [];
  private waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  closed = false;
  /** The headers of the upgrade answer (behind a balancer: which instance took the socket). */
  upgradeHeaders: IncomingHttpHeaders = {};

  private constructor(readonly ws: WebSocket) {
    ws.once('upgrade', (res) => (this.upgradeHeaders = res.headers));
    ws.on('message', (data) => {
      const parsed = parseServerFrame(String(data));
      if (!parsed.ok) {
        this.bad.push(String(data));
        return;
      }
      this.frames.push(parsed.frame);
      this.waiters = this.waiters.filter((w) => (w.match(parsed.frame) ? (w.resolve(parsed.frame), false) : true));
    });
    ws.on('close', () => (this.closed = true));
  }

  static async connect(baseUrl: string, query = '?clientType=web&siteId=1001'): Promise<LiveTestClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws${query}`);
    const client = new LiveTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: ClientFrameInput | string): void {
    this.ws.send(typeof frame === 'string' ? frame : encodeFrame(frame));
  }

  /** The next frame (already received or coming) that matches; rejects after waitMs. */
  next(match: (f: ServerFrame) => boolean, waitMs = 5000): Promise<ServerFrame> {
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame arrived')), waitMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  }

  /** Waits until the socket is closed by the other side. */
  whenClosed(): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  close(): void {
    this.ws.close();
  }
}
