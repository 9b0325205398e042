import { CHAT_SPORTS_ROOM, CHAT_TEXT, MATCH_STATUS, MsgId, matchRoom, type ChatEvent } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { liveOf } from '../../live/install-live';
import { sportsFeedOf } from '../sports/sports';
import { scorePredictionRound } from './chat';
import { NOTIFY_MSG } from './chat-ops';
import { PREDICTION, predictScore } from './score-prediction';

const TOKEN = 'chat-senders-ops-token-0123';
let t: TestApp;
beforeEach(async () => {
  t = await testApp({ app: { opsToken: TOKEN } });
});
afterEach(async () => t.app.close());

function heard(): { events: { key: string; data: ChatEvent }[]; off: () => void } {
  const events: { key: string; data: ChatEvent }[] = [];
  const off = liveOf(t.app).onMessage('chatEvent', (key, data) => void events.push({ key, data }));
  return { events, off };
}
const settle = () => new Promise((r) => setImmediate(r));
const notify = (body: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'POST', url: '/ops/chat/notify', headers: authorization ? { authorization } : {}, payload: body as object }).then((r) => r.json());

describe('internal notification (60000), an ops verb', () => {
  it('goes to every room, or to one room; needs the ops token; refuses an empty or unknown one in Chinese', async () => {
    const h = heard();
    expect(await notify({ message: '  今晚 23:00 系统维护  ' })).toMatchObject({
      code: 6000,
      data: { rooms: ['lobby', 'sports'], message: '今晚 23:00 系统维护' },
    });
    expect(await notify({ message: '体育房间通知', rid: CHAT_SPORTS_ROOM })).toMatchObject({ code: 6000, data: { rooms: [CHAT_SPORTS_ROOM] } });
    await settle();
    h.off();
    expect(h.events).toEqual([
      { key: 'lobby', data: { msgId: MsgId.INTERNAL_NOTIFICATION, msgData: { message: '今晚 23:00 系统维护' } } },
      { key: 'sports', data: { msgId: MsgId.INTERNAL_NOTIFICATION, msgData: { message: '今晚 23:00 系统维护' } } },
      { key: 'sports', data: { msgId: MsgId.INTERNAL_NOTIFICATION, msgData: { message: '体育房间通知' } } },
    ]);
    expect(await notify({ message: '   ' })).toMatchObject({ code: 6007, message: NOTIFY_MSG.empty });
    expect(await notify({ message: 'x'.repeat(201) })).toMatchObject({ code: 6007, message: NOTIFY_MSG.tooLong });
    expect(await notify({ message: '你好', rid: 'nope' })).toMatchObject({ code: 6004, message: CHAT_TEXT.noRoom });
    expect(await notify({ message: '你好' }, null)).toMatchObject({ code: 6003 });
    expect(await notify({ message: '你好' }, 'Bearer wrong-token-wrong-token')).toMatchObject({ code: 6003 });
  });
});

describe('score prediction push (10018) from the sports feed', () => {
  it('predicts each football match about to kick off once, to its room and the sports room', async () => {
    const feed = sportsFeedOf(t.app);
    await feed.step();
    const matches = feed.board.states().flatMap((s) => s.matches);
    const upcoming = matches.filter((m) => m.gameType === 'FT' && m.gameStatus === MATCH_STATUS.PREMATCH).sort((a, b) => a.datetime - b.datetime)[0];
    expect(upcoming).toBeDefined();
    if (!upcoming) return;
    const now = upcoming.datetime - PREDICTION.aheadMs / 2;
    const h = heard();
    const sent = new Set<string>();
    const first = scorePredictionRound(liveOf(t.app), matches, now, sent);
    const again = scorePredictionRound(liveOf(t.app), matches, now, sent);
    await settle();
    h.off();
    expect(first).toContain(upcoming.gameId);
    expect(again).toEqual([]);
    const score = predictScore(upcoming);
    for (const rid of [matchRoom(upcoming.gameId), CHAT_SPORTS_ROOM])
      expect(h.events).toContainEqual({ key: rid, data: { msgId: MsgId.SCORE_PREDICTION_PUSH, msgData: { rid, gameId: upcoming.gameId, score } } });
    expect(h.events.filter((e) => e.data.msgId === MsgId.SCORE_PREDICTION_PUSH)).toHaveLength(first.length * 2);
  });
});
