import { observable, runInAction } from 'mobx';
import { Observable, Subject } from 'rxjs';
import { MsgId, type ServerFrame, type SocketService, type TopicData } from '@site/shared';
import { watchOwnBalance } from './balance-feed';

/**
 * A socket whose topic() records who watches what, as the service's reference counts would; `answers` is its
 * answers$ (the server's SUBSCRIBED for a topic made live, the first time and after each reconnect).
 */
function recordingSocket() {
  const watching = new Map<string, (d: unknown) => void>();
  const answers = new Subject<ServerFrame>();
  const socket: Pick<SocketService, 'topic' | 'answers$'> = {
    topic: <T extends keyof TopicData>(topic: T, key: string) =>
      new Observable<TopicData[T]>((s) => {
        watching.set(`${topic}:${key}`, (d) => s.next(d as TopicData[T]));
        return () => watching.delete(`${topic}:${key}`);
      }),
    answers$: answers.asObservable(),
  };
  return { socket: socket as SocketService, watching, answers };
}

const subscribed = (topic: 'balance' | 'sport', key: string): ServerFrame => ({ msgId: MsgId.SUBSCRIBED, msgData: { topic, key } }) as ServerFrame;

/** A watch of the session's member that begins at once (the first page already loaded), counting its reloads. */
function watchedAtOnce(userId: string) {
  const session = observable({ userId });
  const { socket, watching, answers } = recordingSocket();
  const counted = { reloads: 0 };
  const dispose = watchOwnBalance(
    socket,
    () => session.userId,
    () => counted.reloads++,
    (run) => run(),
  );
  return { session, watching, answers, counted, dispose };
}

describe('the own-balance feed', () => {
  it('watches balance:<userId> while logged in, follows the session, and reloads on a push', () => {
    const { session, watching, counted, dispose } = watchedAtOnce('');
    expect([...watching.keys()]).toEqual([]);
    runInAction(() => (session.userId = '100001'));
    expect([...watching.keys()]).toEqual(['balance:100001']);
    watching.get('balance:100001')!({ centerWalletBalance: 1, totalMoney: 2 });
    expect(counted.reloads).toBe(1);
    runInAction(() => (session.userId = '100002'));
    expect([...watching.keys()]).toEqual(['balance:100002']);
    runInAction(() => (session.userId = ''));
    expect([...watching.keys()]).toEqual([]);
    runInAction(() => (session.userId = '100003'));
    dispose();
    expect([...watching.keys()]).toEqual([]);
  });

  it('begins watching once the first page has loaded, with the member of that moment', () => {
    const session = observable({ userId: '100001' });
    const { socket, watching } = recordingSocket();
    let pageLoaded: () => void = () => undefined;
    const dispose = watchOwnBalance(
      socket,
      () => session.userId,
      () => undefined,
      (run) => (pageLoaded = run),
    );
    runInAction(() => (session.userId = '100002'));
    expect([...watching.keys()]).toEqual([]);
    pageLoaded();
    expect([...watching.keys()]).toEqual(['balance:100002']);
    dispose();
    expect([...watching.keys()]).toEqual([]);
  });

  it('reloads each time the server says the watch is live, catching a move made before it was (no balance is replayed)', () => {
    const { session, answers, counted, dispose } = watchedAtOnce('100001');
    answers.next(subscribed('balance', '100001'));
    expect(counted.reloads).toBe(1);
    // Another topic, another member's key: not this watch.
    answers.next(subscribed('sport', 'FT.RB'));
    answers.next(subscribed('balance', '100002'));
    expect(counted.reloads).toBe(1);
    // A reconnect subscribes again: pushes sent while the connection was down are caught up the same way.
    answers.next(subscribed('balance', '100001'));
    expect(counted.reloads).toBe(2);
    runInAction(() => (session.userId = '100002'));
    answers.next(subscribed('balance', '100001'));
    expect(counted.reloads).toBe(2);
    answers.next(subscribed('balance', '100002'));
    expect(counted.reloads).toBe(3);
    dispose();
    answers.next(subscribed('balance', '100002'));
    expect(counted.reloads).toBe(3);
  });
});
