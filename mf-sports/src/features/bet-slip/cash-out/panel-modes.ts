/** Which cash-out panel a bet card opens: 部分兑现 (a part of the quote now) or 自动兑现 (a rule the api runs). */
export const CASH_OUT_PANEL = { PART: 'part', AUTO: 'auto' } as const;
export type CashOutPanelMode = (typeof CASH_OUT_PANEL)[keyof typeof CASH_OUT_PANEL];
