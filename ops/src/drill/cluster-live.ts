/**
 * The live socket through the balancer, for the cluster drill: a socket placed on a named instance (HAProxy tells
 * which in X-Served-By), a member's login and balance subscription, the reconnect after its instance died, and a
 * balance push and a chat line produced on one instance heard on a socket of the other.
 */
import { CHAT_LOBBY, MsgId, type ServerFrame } from '@site/shared';
import { LiveTestClient } from '../../../api/src/live/live-test-client';

const FRAME_WAIT_MS = 10_000;
const RECONNECT_TRIES = 60;
const RECONNECT_PAUSE_MS = 250;
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const servedBy = (c: LiveTestClient): string => String(c.upgradeHeaders['x-served-by'] ?? '');

/** A socket through the balancer; null when none could be opened. */
async function connectThrough(balancer: string): Promise<LiveTestClient | null> {
  try {
    return await LiveTestClient.connect(balancer);
  } catch {
    return null;
  }
}

/**
 * A socket through the balancer that landed on `server` (round robin: a few tries, the others closed at once); when
 * `server` is null, the first socket that opens (a player's reconnect: up to RECONNECT_TRIES, RECONNECT_PAUSE_MS apart).
 */
export async function socketOn(balancer: string, server: string | null): Promise<LiveTestClient> {
  for (let i = 0; i < RECONNECT_TRIES; i++) {
    const c = await connectThrough(balancer);
    if (c && (server === null || servedBy(c) === server)) return c;
    c?.close();
    if (!c) await pause(RECONNECT_PAUSE_MS);
  }
  throw new Error(server ? `no socket through the balancer landed on ${server}` : 'no socket could be opened through the balancer');
}

/** Logs the socket in as the member (token from member/jwt) and watches its balance; resolves once subscribed. */
export async function watchBalance(c: LiveTestClient, token: string, memberId: number): Promise<void> {
  c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token } });
  await c.next(is(MsgId.LOGIN_SUCCESS), FRAME_WAIT_MS);
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'balance', key: String(memberId) } });
  await c.next((f) => f.msgId === MsgId.SUBSCRIBED && f.msgData.topic === 'balance', FRAME_WAIT_MS);
}

/** Joins the lobby and watches its lines; resolves once the join is answered. */
export async function joinLobby(c: LiveTestClient): Promise<void> {
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: CHAT_LOBBY } });
  await c.next((f) => f.msgId === MsgId.SUBSCRIBED && f.msgData.topic === 'chat', FRAME_WAIT_MS);
  c.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid: CHAT_LOBBY } });
  await c.next(is(MsgId.JOIN_UNICAST), FRAME_WAIT_MS);
}

/** Whether a balance push reaches the socket within FRAME_WAIT_MS. */
export async function hearsBalance(c: LiveTestClient, memberId: number): Promise<boolean> {
  try {
    await c.next((f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'balance' && f.msgData.key === String(memberId), FRAME_WAIT_MS);
    return true;
  } catch {
    return false;
  }
}

/** Whether this lobby line reaches the socket within FRAME_WAIT_MS. */
export async function hearsLine(c: LiveTestClient, text: string): Promise<boolean> {
  try {
    await c.next(
      (f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'chat' && (f.msgData.data as { msg?: string } | undefined)?.msg === text,
      FRAME_WAIT_MS,
    );
    return true;
  } catch {
    return false;
  }
}

/** Sends a lobby line from a logged-in socket. */
export function say(c: LiveTestClient, text: string): void {
  c.send({ msgId: MsgId.SEND_MESSAGE, msgData: { rid: CHAT_LOBBY, msg: text } });
}

/** Resolves true once the socket is closed by the other side (its instance died), false after FRAME_WAIT_MS. */
export async function closedWithin(c: LiveTestClient): Promise<boolean> {
  if (c.closed) return true;
  return Promise.race([c.whenClosed().then(() => true), pause(FRAME_WAIT_MS).then(() => false)]);
}
