import { buildPath, findRoute, HELP_TOPICS, MENU_SECTIONS, ROUTES } from './routes';

const byPath = (p: string) => ROUTES.find((r) => r.path === p);

describe('route table of spec §2', () => {
  it.each([
    ['/loading', 'shell', false],
    ['/pg/game', 'mf_casino', false],
    ['/dz/game', 'mf_casino', false],
    ['/redirect', 'shell', true],
    ['/redirect/*', 'shell', true],
    ['/home', 'shell', false],
    ['/game/sport', 'mf_casino', false],
    ['/game/realbet', 'mf_casino', false],
    ['/game/chess', 'mf_casino', false],
    ['/game/gaming', 'mf_casino', false],
    ['/game/lottery', 'mf_casino', false],
    ['/game/egame', 'mf_casino', false],
    ['/game/fishing', 'mf_casino', false],
    ['/game/:info', 'mf_casino', true],
    ['/game/sport/:enName', 'mf_sports', true],
    ['/sport/code/:code', 'mf_sports', false],
    ['/agent', 'mf_activity', false],
    ['/sponsor', 'mf_activity', false],
    ['/download', 'mf_activity', false],
    ['/activity/discount', 'mf_activity', false],
    ['/activity/racePage/:id', 'mf_activity', false],
    ['/activity/activityLandPage/:id', 'mf_activity', false],
    ['/activity/firstDeposit/:id', 'mf_activity', false],
    ['/activity/againDeposit/:id', 'mf_activity', false],
    ['/activity/newTask/:id', 'mf_activity', false],
    ['/activity/drawGift/:id', 'mf_activity', false],
    ['/activity/signGift/:id', 'mf_activity', false],
    ['/activity/bettingGift/:id', 'mf_activity', false],
    ['/activity/friendInvitation', 'mf_activity', false],
    ['/app/help/:topic', 'mf_help', false],
  ])('%s is owned by %s (requiresAuth %s)', (path, owner, auth) => {
    const r = byPath(path);
    expect(r).toBeDefined();
    expect(r!.owner).toBe(owner);
    expect(Boolean(r!.meta.requiresAuth)).toBe(auth);
  });

  it('venue lists carry their type codes', () => {
    expect(byPath('/game/sport')!.meta.venueType).toBe('TY');
    expect(byPath('/game/realbet')!.meta.venueType).toBe('ZR');
    expect(byPath('/game/chess')!.meta.venueType).toBe('QP');
    expect(byPath('/game/gaming')!.meta.venueType).toBe('DJ');
    expect(byPath('/game/lottery')!.meta.venueType).toBe('CP');
  });

  it('local sport is full width with no footer; sponsor has no footer', () => {
    expect(byPath('/game/sport/:enName')!.meta).toMatchObject({ fullWidth: true, hideFooter: true, sportVenue: true });
    expect(byPath('/sponsor')!.meta.hideFooter).toBe(true);
  });

  const MINE = [
    'userinfo',
    'auth',
    'virtualCoinCard',
    'alipayManage',
    'accountManage/:id',
    'addBankCard',
    'introTutorial',
    'exchange',
    'vip',
    'vip/detail',
    'welfare',
    'wallet',
    'transRecord',
    'betRecord',
    'giftRecord',
    'message',
    'feedback',
    'feedbackList',
    'savemoney',
    'transfermoney',
    'takemoney',
    'rechargeWait',
    'transferWait',
    'virtualCoinWait',
    'huione',
    'xnbsk',
  ];
  const PHONE = ['virtualCoinCard', 'alipayManage', 'accountManage/:id', 'addBankCard'];
  it.each(MINE)('/mine/%s is a member page of mf-member', (entry) => {
    const r = byPath(`/mine/${entry}`);
    expect(r).toBeDefined();
    expect(r!.owner).toBe('mf_member');
    expect(r!.meta.requiresAuth).toBe(true);
    expect(Boolean(r!.meta.bindPhone)).toBe(PHONE.includes(entry));
  });

  it('deposit and money pages ignore the cache; savemoney is deposit-only', () => {
    expect(byPath('/mine/savemoney')!.meta).toMatchObject({ depositOnly: true, ignoreCache: true });
    expect(byPath('/mine/takemoney')!.meta.ignoreCache).toBe(true);
  });

  it('has every named destination of spec §2', () => {
    for (const name of [
      'sponsor',
      'appdownload',
      'discount',
      'activityRacePage',
      'activityLandPage',
      'firstDeposit',
      'againDeposit',
      'drawGift',
      'newTask',
      'signGift',
      'friendInvitation',
      'bettingGift',
      'venture',
      'localSport',
      'fishing',
      'game',
      'userinfo',
      'auth',
    ]) {
      expect(findRoute(name)).toBeDefined();
    }
  });

  it('has route names that are unique', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('lists the 23 help topics and the 22 menu sections', () => {
    expect(HELP_TOPICS).toHaveLength(23);
    expect(MENU_SECTIONS.map((m) => m.section)).toEqual([
      'home',
      'sport',
      'realbet',
      'chess',
      'gaming',
      'lottery',
      'egame',
      'fish',
      'venture',
      'sponsor',
      'discount',
      'app',
      'customer',
      'save_money',
      'transfer_money',
      'take_money',
      'profile',
      'vip',
      'Welfare',
      'bet_record',
      'trade_record',
      'message',
    ]);
    for (const m of MENU_SECTIONS) expect(findRoute(m.route.split(':')[0]!)).toBeDefined();
  });

  it('builds paths from names and params', () => {
    expect(buildPath('helpTopic', { topic: 'kh' })).toBe('/app/help/kh');
    expect(buildPath('localSport', { enName: 'crty' })).toBe('/game/sport/crty');
    expect(buildPath('redirectPath', { '*': 'mine/vip' })).toBe('/redirect/mine/vip');
    expect(buildPath('nope')).toBeNull();
  });
});
