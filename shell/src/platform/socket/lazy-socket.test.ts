import { BehaviorSubject, Subject, filter, map } from '../rx';
import type { ClientFrameInput, ServerFrame, SocketState } from '@site/shared';
import { createBus } from '../bus';
import { createLazySocket, NOT_OPENED, type SocketFactory } from './lazy-socket';
import type { ShellSocket, SocketDeps } from './socket-service';

/** A live connection that records what the lazy one asks of it; topic() gives the pushes of its topic and key. */
function fakeService() {
  const state$ = new BehaviorSubject<SocketState>({ phase: 'connecting', login: 'none' });
  const pushes = new Subject<{ topic: string; key: string; data: unknown }>();
  const answers$ = new Subject<ServerFrame>();
  const calls: string[] = [];
  const sent: ClientFrameInput[] = [];
  const service: ShellSocket = {
    get state() {
      return state$.value;
    },
    state$,
    topic: ((topic: string, key: string) => {
      calls.push(`watch ${topic}:${key}`);
      return pushes.pipe(
        filter((m) => m.topic === topic && m.key === key),
        map((m) => m.data),
      );
    }) as ShellSocket['topic'],
    answers$,
    send: (frame) => void sent.push(frame),
    start: () => void calls.push('start'),
    stop: () => void calls.push('stop'),
    sessionChanged: () => void calls.push('session'),
  };
  return { service, state$, pushes, answers$, calls, sent };
}

function setup(opts: { member?: boolean; failFirst?: boolean; later?: (run: () => void) => void } = {}) {
  const fake = fakeService();
  const logs: string[] = [];
  let loads = 0;
  const deps: SocketDeps = {
    url: () => 'ws://x/ws',
    isMember: () => opts.member ?? false,
    memberToken: async () => 'tok',
    bus: createBus(),
    log: (m) => void logs.push(m),
  };
  const load = () => {
    loads += 1;
    if (opts.failFirst && loads === 1) return Promise.reject(new Error('chunk failed'));
    return Promise.resolve<SocketFactory>(() => fake.service);
  };
  const socket = createLazySocket(deps, load, opts.later ?? ((run) => run()));
  return { socket, fake, logs, loads: () => loads };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the live connection, opened on demand', () => {
  it("a guest's page loads nothing and opens nothing until something uses it", async () => {
    const { socket, loads } = setup();
    socket.start();
    await settle();
    expect(loads()).toBe(0);
    expect(socket.state).toEqual(NOT_OPENED);
  });

  it("a member's session opens it at start (the balance push)", async () => {
    const { socket, fake, loads } = setup({ member: true });
    socket.start();
    await settle();
    expect(loads()).toBe(1);
    expect(fake.calls).toEqual(['start']);
    expect(socket.state).toEqual({ phase: 'connecting', login: 'none' });
  });

  it("a member's session opens it only once the first page has loaded", async () => {
    let pageLoaded: () => void = () => undefined;
    const { socket, fake, loads } = setup({ member: true, later: (run) => (pageLoaded = run) });
    socket.start();
    await settle();
    expect(loads()).toBe(0);
    pageLoaded();
    await settle();
    expect(loads()).toBe(1);
    expect(fake.calls).toEqual(['start']);
  });

  it('a topic loads and starts it, then delivers the pushes; a used connection is loaded once', async () => {
    const { socket, fake, loads } = setup();
    socket.start();
    const seen: unknown[] = [];
    const sub = socket.topic('chat', 'lobby').subscribe((d) => seen.push(d));
    socket.answers$.subscribe(() => undefined);
    await settle();
    expect(loads()).toBe(1);
    expect(fake.calls).toEqual(['start', 'watch chat:lobby']);
    fake.pushes.next({ topic: 'chat', key: 'lobby', data: { msg: '你好' } });
    expect(seen).toEqual([{ msg: '你好' }]);
    sub.unsubscribe();
  });

  it('used before start (a member watched at once): created, and started only when the shell starts it', async () => {
    const { socket, fake } = setup();
    socket.topic('balance', 'u1').subscribe(() => undefined);
    await settle();
    expect(fake.calls).toEqual(['watch balance:u1']);
    socket.start();
    expect(fake.calls).toEqual(['watch balance:u1', 'start']);
  });

  it('the state reads NOT_OPENED first, then the connection state; a frame sent before the code came goes out after', async () => {
    const { socket, fake } = setup();
    socket.start();
    const states: SocketState[] = [];
    socket.state$.subscribe((s) => states.push(s));
    socket.send({ msgId: 10002, msgData: { rid: 'lobby' } } as ClientFrameInput);
    await settle();
    expect(states).toEqual([NOT_OPENED, { phase: 'connecting', login: 'none' }]);
    expect(fake.sent).toHaveLength(1);
  });

  it('unsubscribed before the code came: nothing is watched', async () => {
    const { socket, fake } = setup();
    socket
      .topic('chat', 'lobby')
      .subscribe(() => undefined)
      .unsubscribe();
    await settle();
    expect(fake.calls.filter((c) => c.startsWith('watch'))).toEqual([]);
  });

  it('a chunk that did not come is logged and asked for again by the next use', async () => {
    const { socket, fake, logs, loads } = setup({ failFirst: true });
    socket.start();
    socket.topic('chat', 'lobby').subscribe(() => undefined);
    await settle();
    expect(logs).toEqual(['实时连接的代码未能加载']);
    socket.topic('chat', 'lobby').subscribe(() => undefined);
    await settle();
    expect(loads()).toBe(2);
    expect(fake.calls).toEqual(['start', 'watch chat:lobby']);
  });

  it('stop stops a loaded connection, and one that loads after it stays stopped', async () => {
    const { socket, fake } = setup();
    socket.start();
    socket.topic('chat', 'lobby').subscribe(() => undefined);
    socket.stop();
    await settle();
    expect(fake.calls).toEqual(['stop', 'watch chat:lobby']);
  });
});
