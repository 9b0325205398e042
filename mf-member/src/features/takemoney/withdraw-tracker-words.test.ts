import { HOLD_REASON_NAME, holdText, HoldReason, WITHDRAW_STAGE_NAME, WITHDRAW_STATUS_NAME } from '@site/shared';
import zhCN from '../../i18n/zh-CN.json';

/** The tracker's words on the page are the shared tracker rule's (rules/withdraw-tracker.ts): the catalog cannot drift. */
describe('the tracker words of the member centre catalog', () => {
  const tracker = zhCN.withdraw.tracker;

  it('names each stage, status and hold as the shared rule does', () => {
    expect(tracker.stages).toEqual(WITHDRAW_STAGE_NAME);
    expect(tracker.statuses).toEqual(WITHDRAW_STATUS_NAME);
    const { turnoverLeft, ...holds } = tracker.holds;
    expect(holds).toEqual(HOLD_REASON_NAME);
    expect(turnoverLeft.replace('{{left}}', '120.50')).toBe(holdText(HoldReason.TURNOVER, 120_50));
  });
});
