import * as OpenCC from 'opencc-js';
import {
  betList,
  betPlace,
  betRecordList,
  exchangeItemList,
  getFeedBackList,
  promotionConfig,
  PromotionKind,
  queryDealRecord,
  setDepositLimit,
  sportMatches,
  venueLaunch,
  venueTransfer,
  type Promotion,
} from '@site/shared';
import { testApp, testClock, type TestApp } from '../test-support';
import { creditReward, RewardSource } from '../modules/ledger';
import { inLanguageOf } from './language';
import { openOneXTwoPick, TODAY_FOOTBALL } from '../modules/sports/test-support/open-pick';

/** A text still written in simplified characters: converting it cn → tw changes it (a converted text is left as it is). */
const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
const simplified = (text: string) => toTw(text) !== text;

/** Every text of an answer's data that is still simplified (member-typed fields aside: `skip`). */
function simplifiedTexts(value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === 'string') return simplified(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => simplifiedTexts(v, skip));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : simplifiedTexts(v, skip)));
  return [];
}

let t: TestApp;
let uid = '';
let keys = 0;
const money = () => ({ headers: { 'idempotency-key': `language-${++keys}` } });
const TW = { headers: { 'accept-language': 'zh-TW' } };

beforeAll(async () => {
  const clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 3, matches: 40, clockSpeed: 1200, startAt: clock.now() } } });
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await t.browser.post(venueLaunch, { enName: 'crty', gameCode: '' }, money());
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '500', ty: 1 }, money())).code).toBe(6000);
  const memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
  await t.db
    .transaction()
    .execute((trx) =>
      creditReward(trx, { memberId, source: RewardSource.PROMOTION, fen: 800, turnoverFen: 0, ref: 'promotion:language:1', now: t.clock.now() }),
    );
});
afterAll(async () => t.app.close());

/** The same call in both languages: zh-CN has simplified texts (so the check bites), zh-TW none. */
async function bothLanguages(call: (opts: { headers: Record<string, string> }) => Promise<{ code: number; data: unknown; message: string }>) {
  t.clock.advance(100);
  const cn = await call({ headers: { 'accept-language': 'zh-CN' } });
  t.clock.advance(100);
  const tw = await call(TW);
  expect([cn.code, tw.code]).toEqual([6000, 6000]);
  expect(simplifiedTexts(cn.data).length).toBeGreaterThan(0);
  expect(simplifiedTexts(tw.data)).toEqual([]);
  return { cn: cn.data, tw: tw.data };
}

describe('a zh-TW answer carries no simplified text anywhere in its data', () => {
  it('the sports board: leagues, teams, markets', async () => {
    const { cn, tw } = await bothLanguages((o) => t.browser.post(sportMatches, { uid, gameType: 'FT', showType: 'FT' }, o));
    const [a, b] = [cn, tw].map((d) => sportMatches.response.parse(d));
    // Same board, same ids and prices: only the texts differ.
    expect(b!.matches.map((m) => [m.gameId, m.markets.length])).toEqual(a!.matches.map((m) => [m.gameId, m.markets.length]));
  });

  it('bet records (the slip answer, the list and the records of every venue)', async () => {
    t.clock.advance(100);
    const pick = (await openOneXTwoPick(t.browser, uid, TODAY_FOOTBALL))!;
    const placed = await t.browser.post(
      betPlace,
      { uid, autoAccept: true, kind: 'single', picks: [pick], unitStake: '10' },
      { headers: { ...TW.headers, ...money().headers } },
    );
    expect(placed.code).toBe(6000);
    expect(simplifiedTexts(placed.data)).toEqual([]);
    await bothLanguages((o) => t.browser.post(betList, { uid, scope: 'open', pageNum: 1, pageSize: 10 }, o));
    await bothLanguages((o) => t.browser.post(betRecordList, { beginTime: t.clock.now() - 86_400_000, endTime: t.clock.now(), pageNum: 1, pageSize: 10 }, o));
  });

  it('statements: the type names of transaction records (红利奖励 among them)', async () => {
    const { tw } = await bothLanguages((o) => t.browser.post(queryDealRecord, { type: 'all', range: '7d' }, o));
    expect((tw as { list: { type: string; typeName: string }[] }).list.find((r) => r.type === 'reward')?.typeName).toBe('紅利獎勵');
  });

  it('exchange items', async () => {
    const { tw } = await bothLanguages((o) => t.browser.post(exchangeItemList, {}, o));
    expect((tw as { items: { name: string }[] }).items[0]?.name).toBe('8元現金紅利');
  });

  it('promotions with the wheel prizes (谢谢参与)', async () => {
    const { tw } = await bothLanguages((o) => t.browser.post(promotionConfig, {}, o));
    const wheel = (tw as { list: Promotion[] }).list.find((p) => p.rules.kind === PromotionKind.DRAW_GIFT);
    expect(wheel?.rules.kind === PromotionKind.DRAW_GIFT && wheel.rules.prizes.map((p) => p.label)).toContain('謝謝參與');
  });

  it('responsible limits: the answer that an increase waits 24 hours', async () => {
    expect((await t.browser.post(setDepositLimit, { period: 'day', limit: '100' }, TW)).code).toBe(6000);
    t.clock.advance(100);
    const raised = await t.browser.post(setDepositLimit, { period: 'day', limit: '200' }, TW);
    expect(raised.code).toBe(6000);
    expect(raised.message).toBe('提高或取消限額將在24小時後生效');
  });

  it('keeps what a member typed as typed: a feedback, a real name, a chat line', async () => {
    const typed = { realName: '张三', holder: '张*', msg: '这个球会进', alias: '我的钱包', content: '我的反馈' };
    expect(inLanguageOf('zh-TW', { list: [typed] }, getFeedBackList.path)).toEqual({ list: [typed] });
    expect(inLanguageOf('zh-TW', { list: [typed] })).toEqual({ list: [{ ...typed, content: '我的反饋' }] });
    // Codes, ids, urls and tokens have no Han character: never touched; the value given is never changed.
    const answer = { url: '/provider/slot/?token=abc&game=fruit-party', code: 'CQ9DZ', title: '水果狂欢' };
    expect(inLanguageOf('zh-TW', answer)).toEqual({ ...answer, title: '水果狂歡' });
    expect(answer.title).toBe('水果狂欢');
  });
});
