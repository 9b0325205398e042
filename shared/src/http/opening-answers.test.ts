import { ok } from '../envelope';
import { OPENING_ANSWERS_TTL_MS, OpeningAnswers } from './opening-answers';

const venues = ok([{ enName: 'PGDZ' }]);
const games = ok({ list: [], total: 0, pageNum: 1, pageSize: 24 });
const list = [
  { language: 'zh-CN' as const, path: '/game/api/v1/venue/getVenueInfoByCategory', body: { category: 6 }, answer: venues },
  { language: 'zh-CN' as const, path: '/game/api/v1/venue/gameList', body: { enName: 'PGDZ', tag: 'all', pageNum: 1, pageSize: 24 }, answer: games },
];

describe("a guest's first page answered in advance (boot data openingAnswers)", () => {
  it('answers the first call of its language, path and body, once', () => {
    const answers = OpeningAnswers.of(list, 1000)!;
    expect(answers.take('zh-TW', '/game/api/v1/venue/getVenueInfoByCategory', { category: 6 }, 1000)).toBeUndefined();
    expect(answers.take('zh-CN', '/game/api/v1/venue/getVenueInfoByCategory', { category: 7 }, 1000)).toBeUndefined();
    expect(answers.take('zh-CN', '/game/api/v1/venue/getVenueInfoByCategory', { category: 6 }, 1000)).toEqual(venues);
    expect(answers.take('zh-CN', '/game/api/v1/venue/getVenueInfoByCategory', { category: 6 }, 1000)).toBeUndefined();
  });

  it('matches the body as it goes on the wire: key order aside, fields left undefined not sent', () => {
    const answers = OpeningAnswers.of(list, 0)!;
    const asked = { pageSize: 24, pageNum: 1, keyword: undefined, tag: 'all', enName: 'PGDZ' };
    expect(answers.take('zh-CN', '/game/api/v1/venue/gameList', asked, 0)).toEqual(games);
  });

  it('answers nothing once the page has been open longer than its answers stand', () => {
    const answers = OpeningAnswers.of(list, 1000)!;
    expect(answers.take('zh-CN', '/game/api/v1/venue/getVenueInfoByCategory', { category: 6 }, 1000 + OPENING_ANSWERS_TTL_MS + 1)).toBeUndefined();
    expect(answers.take('zh-CN', '/game/api/v1/venue/gameList', { enName: 'PGDZ', tag: 'all', pageNum: 1, pageSize: 24 }, 1000)).toBeUndefined();
  });

  it('is nothing for a page without answers', () => {
    expect(OpeningAnswers.of(undefined, 0)).toBeUndefined();
    expect(OpeningAnswers.of([], 0)).toBeUndefined();
  });
});
