import { DIRECT_OPEN_VENUES, LOCAL_SPORT_VENUE, VENUE_TYPE_CODES } from '@site/shared';
import { CATALOGUE_POOLS, CATALOGUE_VENUES, catalogueGames } from './catalogue';
import { gameIconSvg, venueIconSvg } from './venue-icons';

describe('the venue catalogue (site data)', () => {
  it('has venues in every category, unique codes the contracts accept', () => {
    const codes = CATALOGUE_VENUES.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Za-z0-9]{2,20}$/.test(c))).toBe(true);
    for (const type of VENUE_TYPE_CODES) expect(CATALOGUE_VENUES.filter((v) => v.type === type).length).toBeGreaterThanOrEqual(2);
    expect(CATALOGUE_VENUES[0]).toMatchObject({ code: LOCAL_SPORT_VENUE, name: '皇冠体育', page: 'sport', form: 'session' });
  });

  it('launches each kind of venue as agreed', () => {
    const by = (code: string) => CATALOGUE_VENUES.find((v) => v.code === code);
    for (const v of CATALOGUE_VENUES) {
      const expected = { TY: v.code === 'crty' ? 'sport' : 'lobby', ZR: 'baccarat', QP: 'lobby', DJ: 'lobby', CP: 'lottery', DZ: 'slot', BY: 'slot' }[v.type];
      expect([v.code, v.page]).toEqual([v.code, expected]);
      if (v.page === 'slot') expect(v.form).toBe('document');
      if (v.page === 'baccarat' || v.page === 'lottery') expect(v.form).toBe('absolute');
    }
    for (const code of DIRECT_OPEN_VENUES) expect(by(code)?.form).toBe('absolute');
    // A lottery venue that is not direct: it opens in the in-site frame.
    expect(CATALOGUE_VENUES.filter((v) => v.type === 'CP' && !(DIRECT_OPEN_VENUES as readonly string[]).includes(v.code))).not.toHaveLength(0);
    expect(CATALOGUE_VENUES.filter((v) => v.type === 'TY' && v.form === 'path').length).toBeGreaterThan(0);
  });

  it('has exactly one venue under maintenance and one with an activity', () => {
    expect(CATALOGUE_VENUES.filter((v) => v.maintenance === 1).map((v) => v.code)).toEqual(['MGDZ']);
    expect(CATALOGUE_VENUES.filter((v) => v.activity === 1).map((v) => v.code)).toEqual(['PGDZ']);
  });

  it('gives every egame and fishing venue tens of games with Chinese names, unique per venue and across venues', () => {
    const games = catalogueGames();
    for (const v of CATALOGUE_VENUES.filter((x) => x.type === 'DZ' || x.type === 'BY')) {
      const mine = games.filter((g) => g.enName === v.code);
      expect(mine.length).toBeGreaterThanOrEqual(20);
      expect(mine.filter((g) => g.hot)).toHaveLength(5);
      expect(mine.filter((g) => g.new)).toHaveLength(3);
    }
    expect(games.every((g) => /^[\u4e00-\u9fa5]{2,6}$/.test(g.name) && /^[a-z0-9-]{3,40}$/.test(g.gameCode))).toBe(true);
    const keys = games.map((g) => `${g.enName}/${g.gameCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    const slotNames = games.filter((g) => g.enName.endsWith('DZ')).map((g) => g.name);
    expect(new Set(slotNames).size).toBe(slotNames.length);
    expect(games.filter((g) => !['DZ', 'BY'].includes(CATALOGUE_VENUES.find((v) => v.code === g.enName)?.type ?? ''))).toEqual([]);
  });

  it('has a jackpot only at venues of the catalogue', () => {
    for (const p of CATALOGUE_POOLS) expect(CATALOGUE_VENUES.map((v) => v.code)).toContain(p.enName);
  });

  it('draws icons as self-contained SVG (no external images, scripts or links)', () => {
    for (const v of CATALOGUE_VENUES) {
      const svg = venueIconSvg({ code: v.code, type: v.type, mark: v.mark });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/<image|<script|href=|url\((?!#)/i);
      expect(svg).toContain(`>${v.mark}</text>`);
    }
    const svg = gameIconSvg({ enName: 'PGDZ', gameCode: 'x', name: '<&>', motif: 'unknown' });
    expect(svg).toContain('>&#60;&#38;&#62;</text>');
  });
});
