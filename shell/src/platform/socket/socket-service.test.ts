import { LiveCloseCode, MsgId, encodeFrame, parseClientFrame, type ClientFrame, type ServerFrameInput, type SocketState } from '@site/shared';
import { createBus } from '../bus';
import { createSocketService, type ShellSocket, type WebSocketLike } from './socket-service';

/**
 * A WebSocket as the browser behaves: CONNECTING until the server accepts, send() throws unless
 * OPEN, close() ends in CLOSED with a close event fired asynchronously, an error then a close.
 */
class BrowserLikeSocket implements WebSocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  /** Frames the client sent, as the server reads them. */
  readonly received: ClientFrame[] = [];
  constructor(readonly url: string) {}
  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: still in CONNECTING state');
    const parsed = parseClientFrame(data);
    if (!parsed.ok) throw new Error(`the client sent a bad frame: ${parsed.reason}`);
    this.received.push(parsed.frame);
  }
  close(): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    setTimeout(() => this.serverClose(), 0);
  }
  // The server's side.
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(frame: ServerFrameInput | string): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : encodeFrame(frame) });
  }
  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  fail(): void {
    this.onerror?.({});
    this.serverClose();
  }
  ids(): number[] {
    return this.received.map((f) => f.msgId);
  }
}

let sockets: BrowserLikeSocket[];
let member: boolean;
let logs: string[];
let refusals: number[];
let service: ShellSocket;
let bus: ReturnType<typeof createBus>;
const last = () => sockets[sockets.length - 1];
const guestOk: ServerFrameInput = { msgId: MsgId.GUEST_LOGIN_SUCCESS, msgData: { guestId: 'g' } };
/** The server drops the socket; the service reconnects 5 s later and is logged in as a guest again. */
async function reconnectAsGuest(): Promise<void> {
  last().serverClose();
  await jest.advanceTimersByTimeAsync(5_000);
  last().accept();
  last().push(guestOk);
}

beforeEach(() => {
  jest.useFakeTimers();
  sockets = [];
  member = false;
  logs = [];
  refusals = [];
  bus = createBus();
  service = createSocketService({
    url: () => 'ws://site.test/ws?clientType=web&siteId=1001',
    open: (url) => {
      const s = new BrowserLikeSocket(url);
      sockets.push(s);
      return s;
    },
    isMember: () => member,
    memberToken: async () => (member ? 'jwt-of-member' : null),
    bus,
    log: (m) => logs.push(m),
    refused: (code) => refusals.push(code),
  });
});
afterEach(() => {
  service.stop();
  jest.useRealTimers();
});

describe('the shell socket service (fake clock)', () => {
  it('goes connecting -> open -> closed, pings every 10 s and logs in as a guest', async () => {
    const states: SocketState[] = [];
    service.state$.subscribe((s) => states.push(s));
    service.start();
    expect(last().url).toBe('ws://site.test/ws?clientType=web&siteId=1001');
    last().accept();
    expect(last().ids()).toEqual([MsgId.GUEST_LOGIN]);
    last().push(guestOk);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(last().ids()).toEqual([MsgId.GUEST_LOGIN, MsgId.HEARTBEAT]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(last().ids()).toEqual([MsgId.GUEST_LOGIN, MsgId.HEARTBEAT, MsgId.HEARTBEAT]);
    last().serverClose();
    expect(states.map((s) => `${s.phase}/${s.login}`)).toEqual(['closed/none', 'connecting/none', 'open/none', 'open/guest', 'closed/none']);
  });

  it('stops reconnecting when the server closes with a refusal code (too many sockets) and tells the player once', async () => {
    service.start();
    last().accept();
    last().push(guestOk);
    last().serverClose(LiveCloseCode.TOO_MANY_FROM_ADDRESS);
    expect(refusals).toEqual([LiveCloseCode.TOO_MANY_FROM_ADDRESS]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(service.state).toEqual({ phase: 'closed', login: 'none' });
    // A new login does not reopen it either (the page is reloaded to try again).
    member = true;
    bus.emit('auth:login-success', { userId: '7' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(refusals).toHaveLength(1);
  });

  it('reconnects 5 s after a close, and 5 s after an error', async () => {
    service.start();
    last().accept();
    last().serverClose();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().fail();
    expect(logs).toContain('连接出错');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(sockets).toHaveLength(3);
    // No heartbeat went to a closed socket (send would have thrown).
    expect(sockets[0].ids()).toEqual([MsgId.GUEST_LOGIN]);
  });

  it('queues frames until open; the 300 ms poll sends them', async () => {
    service.start();
    service.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await jest.advanceTimersByTimeAsync(900);
    expect(last().received).toEqual([]);
    last().accept();
    expect(last().ids()).toEqual([MsgId.GUEST_LOGIN]);
    await jest.advanceTimersByTimeAsync(300);
    expect(last().ids()).toEqual([MsgId.GUEST_LOGIN, MsgId.HEARTBEAT]);
  });

  it('shares one subscription among observers of a topic and re-sends it after a reconnect', async () => {
    service.start();
    last().accept();
    last().push(guestOk);
    const seenA: unknown[] = [];
    const seenB: unknown[] = [];
    const a = service.topic('sport', 'FT.RB').subscribe((d) => seenA.push(d));
    const b = service.topic('sport', 'FT.RB').subscribe((d) => seenB.push(d));
    expect(last().received.filter((f) => f.msgId === MsgId.SUBSCRIBE)).toEqual([{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } }]);
    const data = { seq: 5, at: 5, d: [{ id: 'm1', o: [['m1:M:H', 800] as [string, number]] }] };
    last().push({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key: 'FT.RB', data } });
    last().push({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key: 'FT.FU', data: { ...data, d: [{ id: 'm2' }] } } });
    expect([seenA, seenB]).toEqual([[data], [data]]);

    await reconnectAsGuest();
    expect(last().received).toEqual([
      { msgId: MsgId.GUEST_LOGIN, msgData: {} },
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } },
    ]);
    a.unsubscribe();
    expect(last().ids()).not.toContain(MsgId.UNSUBSCRIBE);
    b.unsubscribe();
    expect(last().received.at(-1)).toEqual({ msgId: MsgId.UNSUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } });
  });

  it('sends with a subscription where its readers stand (the lowest that has one), read again for the re-send after a reconnect', async () => {
    service.start();
    const subscribes = () => last().received.filter((f) => f.msgId === MsgId.SUBSCRIBE);
    let boardAt: number | undefined = undefined;
    let otherAt: number | undefined = 9;
    // Watched before the socket is open and before the board has its snapshot: nothing to resume from yet.
    const board = service.topic('sport', 'FT.RB', { resumeFrom: () => boardAt }).subscribe();
    last().accept();
    last().push(guestOk);
    expect(subscribes()).toEqual([{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } }]);

    boardAt = 12;
    const other = service.topic('sport', 'FT.RB', { resumeFrom: () => otherAt }).subscribe();
    await reconnectAsGuest();
    expect(subscribes()).toEqual([{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: 9 } }]);

    // A reader that left no longer holds the position back.
    other.unsubscribe();
    otherAt = 3;
    await reconnectAsGuest();
    expect(subscribes()).toEqual([{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: 12 } }]);
    board.unsubscribe();
  });

  it('logs a member in with the member/jwt token and logs in again on login-expired and login-success', async () => {
    member = true;
    service.start();
    last().accept();
    await jest.advanceTimersByTimeAsync(0);
    expect(last().received).toEqual([{ msgId: MsgId.MEMBER_LOGIN, msgData: { token: 'jwt-of-member' } }]);
    last().push({ msgId: MsgId.LOGIN_SUCCESS, msgData: { memberId: '7', name: 'demo02' } });
    expect(service.state).toEqual({ phase: 'open', login: 'member' });

    member = false;
    bus.emit('auth:login-expired', { hadToken: true });
    expect(last().received.at(-1)).toEqual({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
    member = true;
    bus.emit('auth:login-success', { userId: '7' });
    await jest.advanceTimersByTimeAsync(0);
    expect(last().received.at(-1)).toEqual({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: 'jwt-of-member' } });
    // A local logout (no bus event) goes through sessionChanged.
    member = false;
    service.sessionChanged();
    expect(last().received.at(-1)).toEqual({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  });

  it('drops bad frames from the server, logs them and stays open', () => {
    service.start();
    last().accept();
    expect(() => {
      last().push('{oops');
      last().push({ msgId: 777 } as never);
    }).not.toThrow();
    expect(logs.filter((l) => l.startsWith('丢弃服务器的坏帧'))).toHaveLength(2);
    expect(service.state.phase).toBe('open');
  });
});
