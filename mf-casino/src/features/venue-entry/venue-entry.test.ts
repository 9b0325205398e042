import { ResponseCode } from '@site/shared';
import { decideEntry, entryReducer, idleEntry, type EntryRequest, type EntryState, type LaunchAnswer, type SportVenueSession } from './venue-entry';

const inFrame = { innerGame: true, origin: 'https://site.example' };
const newWindow = { innerGame: false, origin: 'https://site.example' };
const req = (enName: string, gameCode = ''): EntryRequest => ({ enName, gameCode, isActivity: false });
const TITLE = '水果狂欢';
const ok = (url: string, sport?: SportVenueSession): LaunchAnswer => ({ kind: 'ok', url, title: TITLE, sport });
const sport = { url: '/provider/sport/?uid=t1', balance: 12.5, appInfo: { version: '1' } };

describe('venue entry branch choice (spec §4 Venue entry)', () => {
  it('crty: the sport session is kept and the local sport page opened', () => {
    expect(decideEntry(req('crty'), ok('', sport), inFrame)).toEqual({ kind: 'local-sport', enName: 'crty', session: sport });
  });

  it('an http url opens in the in-site frame when innerGame is on', () => {
    const url = 'https://site.example/provider/baccarat/?token=abc';
    expect(decideEntry(req('AGZR'), ok(url), inFrame)).toEqual({ kind: 'frame', enName: 'AGZR', title: TITLE, url });
  });

  it('an http url opens in a new window when innerGame is off', () => {
    expect(decideEntry(req('AGZR'), ok('http://x.test/t'), newWindow)).toEqual({ kind: 'new-window', url: 'http://x.test/t' });
  });

  it.each(['XMTY', 'G1CP', 'SGCP', 'KXZR', 'kxzr'])('%s always opens directly, even with innerGame on', (enName) => {
    expect(decideEntry(req(enName), ok('https://p.test/lottery/?token=1'), inFrame)).toEqual({ kind: 'new-window', url: 'https://p.test/lottery/?token=1' });
  });

  it('a path-only url opens on the site origin (frame or window by the same rule)', () => {
    expect(decideEntry(req('KYQP'), ok('/provider/lobby/?token=q'), inFrame)).toEqual({
      kind: 'frame',
      enName: 'KYQP',
      title: TITLE,
      url: 'https://site.example/provider/lobby/?token=q',
    });
    expect(decideEntry(req('KYQP'), ok('/provider/lobby/?token=q'), { innerGame: false, origin: 'http://127.0.0.1:8500/' })).toEqual({
      kind: 'new-window',
      url: 'http://127.0.0.1:8500/provider/lobby/?token=q',
    });
  });

  it('any other url (the launch document) is kept and opens the slot frame page: PGDZ on /pg/game, the others on /dz/game', () => {
    const doc = '<!doctype html><meta http-equiv="refresh" content="0;url=/provider/slot/?token=t&game=g1">';
    expect(decideEntry(req('PGDZ', 'g1'), ok(doc), inFrame)).toEqual({ kind: 'slot-frame', route: 'pgGame', enName: 'PGDZ', title: TITLE, document: doc });
    expect(decideEntry(req('JDBBY', 'f1'), ok(doc), newWindow)).toEqual({ kind: 'slot-frame', route: 'dzGame', enName: 'JDBBY', title: TITLE, document: doc });
  });

  it('a protocol-relative url is not a site path: it goes to the slot frame as a document, never to another host', () => {
    expect(decideEntry(req('MGDZ'), ok('//evil.test/x'), inFrame).kind).toBe('slot-frame');
  });

  it('6413 venue activity: the server message, then the transfer-in dialog for the same request', () => {
    const message = '皇冠体育活动进行中，请先转入额度参与活动';
    expect(decideEntry(req('HGTY', 'g'), { kind: 'error', code: ResponseCode.VENUE_ACTIVITY, message }, inFrame)).toEqual({
      kind: 'transfer-in',
      request: req('HGTY', 'g'),
      message,
    });
  });

  it.each([
    [ResponseCode.VENUE_MAINTENANCE, 'AG真人维护中，请稍后再试'],
    [6004, '场馆不存在'],
  ])('other launch errors (%i) are the server message as a toast', (code, message) => {
    expect(decideEntry(req('AGZR'), { kind: 'error', code, message }, inFrame)).toEqual({ kind: 'toast', message });
  });
});

describe('the entry reducer', () => {
  it('a guest gets the login-required outcome without a launch', () => {
    const s = entryReducer(idleEntry, { type: 'enter', request: req('PGDZ', 'g1'), loggedIn: false, idempotencyKey: 'k-00000001' });
    expect(s).toEqual({ phase: 'done', request: req('PGDZ', 'g1'), outcome: { kind: 'login-required' } });
  });

  it('a member starts one launch with the key of the click; a second click while starting is dropped', () => {
    const s1 = entryReducer(idleEntry, { type: 'enter', request: req('PGDZ', 'g1'), loggedIn: true, idempotencyKey: 'k-00000001' });
    expect(s1).toEqual({ phase: 'starting', request: req('PGDZ', 'g1'), idempotencyKey: 'k-00000001' });
    const s2 = entryReducer(s1, { type: 'enter', request: req('AGZR'), loggedIn: true, idempotencyKey: 'k-00000002' });
    expect(s2).toBe(s1);
  });

  it('the answer gives the outcome; finishing goes back to idle; a late answer is ignored', () => {
    const starting: EntryState = { phase: 'starting', request: req('AGZR'), idempotencyKey: 'k-00000001' };
    const done = entryReducer(starting, { type: 'answered', answer: { kind: 'error', code: 6415, message: '维护中' }, site: inFrame });
    expect(done).toEqual({ phase: 'done', request: req('AGZR'), outcome: { kind: 'toast', message: '维护中' } });
    expect(entryReducer(done, { type: 'finished' })).toEqual(idleEntry);
    expect(entryReducer(idleEntry, { type: 'answered', answer: ok('http://x'), site: inFrame })).toBe(idleEntry);
  });
});
