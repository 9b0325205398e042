/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { BetLeg, BetView } from '@site/shared';
import { PlatformProvider } from '@site/shared/react';
import { fakeProps } from '../../test-support/fake-platform';
import { BetCard } from './BetCard';
import { slipItemOf } from './slip-state';
import { SlipPick } from './SlipPick';

const leg = (over: Partial<BetLeg>): BetLeg => ({
  gameId: 'g1',
  selectionId: 'g1:M:H',
  wtype: 'M',
  rtype: 'H',
  line: '',
  hkMilli: 950,
  gameType: 'FT',
  league: '西班牙甲级联赛',
  team_h: '皇家马德里',
  team_c: '巴塞罗那',
  pickName: '皇家马德里',
  datetime: 0,
  inPlay: false,
  score: '',
  result: null,
  dReason: null,
  resultName: '',
  ...over,
});

const bet = (over: Partial<BetView>): BetView => ({
  betId: 'B1',
  kind: 'single',
  sizes: [1],
  kindName: '单注',
  state: 'SETTLED',
  stateName: '已结算',
  rejectReason: null,
  rejectMessage: '',
  unitStake: 10,
  totalStake: 10,
  maxReturn: 19.5,
  payout: 0,
  winLoss: -10,
  result: 'L',
  resultName: '输',
  oddsType: 'H',
  legs: [leg({ result: 'L', resultName: '输' })],
  combinations: [],
  placedAt: 1,
  pendingUntil: null,
  settledAt: 2,
  cashOut: null,
  ...over,
});

const inPlatform = (ui: React.ReactNode) => render(<PlatformProvider platform={fakeProps({}).props}>{ui}</PlatformProvider>);

describe('a bet card reads its pieces apart', () => {
  it('the bet type and the result are separate pieces, and so are the pick, the price and the result of a leg', () => {
    inPlatform(<BetCard uid="tok" bet={bet({})} onChange={() => undefined} />);
    expect(screen.getByTestId('bet-kind').textContent).toBe('单注');
    expect(screen.getByTestId('bet-result').textContent).toBe('输');
    expect(screen.getByTestId('bet-kind').parentElement?.textContent).toBe('单注 输');
    const l = screen.getByTestId('bet-leg');
    expect(within(l).getByTestId('leg-price').textContent).toBe('1.95');
    expect(within(l).getByTestId('leg-result').textContent).toBe('输');
    expect(l.textContent).toBe('皇家马德里 vs 巴塞罗那 独赢 皇家马德里 @ 1.95 输');
  });

  it('a 1X2 leg reads european whatever type the bet was placed in; a handicap leg reads in that type', () => {
    const legs = [leg({}), leg({ gameId: 'g2', selectionId: 'g2:R:H', wtype: 'R', hkMilli: 880, pickName: '本菲卡 0' })];
    inPlatform(<BetCard uid="tok" bet={bet({ kind: 'multiple', kindName: '2串1', oddsType: 'H', legs })} onChange={() => undefined} />);
    expect(screen.getAllByTestId('leg-price').map((e) => e.textContent)).toEqual(['1.95', '0.88']);
  });

  it('an outright leg reads as the competition and the selection, no "vs"', () => {
    const outright = leg({ wtype: 'FS', selectionId: 'o1:FS:T3', rtype: 'T3', team_h: '欧洲冠军联赛 2026/27 冠军', team_c: '', hkMilli: 4_500 });
    inPlatform(<BetCard uid="tok" bet={bet({ legs: [outright], oddsType: 'E' })} onChange={() => undefined} />);
    const l = screen.getByTestId('bet-leg');
    expect(l.textContent).not.toContain('vs');
    expect(l.textContent).toContain('欧洲冠军联赛 2026/27 冠军');
    expect(within(l).getByTestId('leg-pick').textContent).toBe('皇家马德里');
    expect(within(l).getByTestId('leg-price').textContent).toBe('5.50');
  });
});

describe('a slip pick', () => {
  it('an outright pick reads as the competition (once) and the selection, no "vs"', () => {
    const item = slipItemOf({
      match: { gameId: 'o1', gide: 'o1F', hgid: '', team_h: '欧洲冠军联赛 2026/27 冠军', team_c: '', league: '欧洲冠军联赛 2026/27 冠军', gameType: 'FS' },
      market: { kind: 'FS', line: '' },
      selection: { id: 'o1:FS:T3', key: 'T3', hkMilli: 4_500 },
      pickName: '皇家马德里',
    });
    inPlatform(<SlipPick item={item} oddsType="H" autoAccept onRemove={() => undefined} onFloor={() => undefined} />);
    const pick = screen.getByTestId('slip-pick-o1:FS:T3');
    expect(pick.textContent).not.toContain('vs');
    expect(pick.textContent?.split('欧洲冠军联赛 2026/27 冠军').length).toBe(2);
    expect(within(pick).getByTestId('slip-pick-name').textContent).toBe('皇家马德里');
    expect(within(pick).getByTestId('slip-price').textContent).toBe('4.50');
  });

  it('a match pick reads its teams, and a 1X2 price european on a hong kong slip', () => {
    const item = slipItemOf({
      match: { gameId: 'g1', gide: 'g1F', hgid: 'g1H', team_h: '皇家马德里', team_c: '巴塞罗那', league: '西班牙甲级联赛', gameType: 'FT' },
      market: { kind: 'M', line: '' },
      selection: { id: 'g1:M:H', key: 'H', hkMilli: 12_320 },
      pickName: '皇家马德里',
    });
    inPlatform(<SlipPick item={item} oddsType="H" autoAccept onRemove={() => undefined} onFloor={() => undefined} />);
    expect(screen.getByTestId('slip-event').textContent).toBe('皇家马德里 vs 巴塞罗那');
    expect(screen.getByTestId('slip-price').textContent).toBe('13.32');
  });
});

describe('a bet card says what became of its cash-outs', () => {
  const open = (over: Partial<BetView>) =>
    bet({ state: 'ACCEPTED', stateName: '已受理', payout: null, winLoss: null, result: null, resultName: '', legs: [leg({})], ...over });

  it('an open bet: why a cash-out cannot be had now, the parts cashed out, the armed rule, and its three actions', () => {
    inPlatform(
      <BetCard
        uid="u"
        bet={open({
          cashOut: {
            state: 'open',
            amount: 0,
            partAmount: 38,
            partStake: 40,
            unavailable: '盘口已暂停，暂不可兑现，请稍后再试',
            auto: { state: 'armed', target: 57, amount: 20, paid: null, reason: '' },
          },
        })}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('bet-note-unavailable').textContent).toBe('暂不可兑现：盘口已暂停，暂不可兑现，请稍后再试');
    expect(screen.getByTestId('bet-note-part').textContent).toBe('已部分兑现 38（本金 40）');
    expect(screen.getByTestId('bet-note-auto').textContent).toBe('自动兑现：兑现金额达到 57 时兑现 20');
    expect(
      within(screen.getByTestId('bet-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['部分兑现', '自动兑现', '修改注单']);
  });

  it('a kind that offers no edit has no 修改注单; a settled bet says an early payout and an edit, and offers nothing', () => {
    const { unmount } = inPlatform(
      <BetCard uid="u" bet={open({ offers: { cashOut: true, edit: false }, cashOut: { state: 'open', amount: 0 } })} onChange={() => undefined} />,
    );
    expect(
      within(screen.getByTestId('bet-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['部分兑现', '自动兑现']);
    unmount();
    inPlatform(<BetCard uid="u" bet={bet({ result: 'W', resultName: '赢', payout: 19.5, earlyPayout: true, editedFrom: 'B0' })} onChange={() => undefined} />);
    expect(screen.getByTestId('bet-note-early').textContent).toBe('提前派彩');
    expect(screen.getByTestId('bet-note-edited-from').textContent).toBe('由原注单修改而来');
    expect(screen.queryByTestId('bet-actions')).toBeNull();
  });
});
