import { CARD_MSG } from '@site/shared';
import zhCN from '../../i18n/zh-CN.json';
import { kindOfRoute } from './CardsPage';

it('the catalog shows the api rule messages word for word', () => {
  expect(zhCN.cards.rules).toEqual(CARD_MSG);
});

it('maps routes to the account kind', () => {
  expect(kindOfRoute('alipayManage', undefined)).toBe('alipay');
  expect(kindOfRoute('virtualCoinCard', undefined)).toBe('usdt');
  expect(kindOfRoute('accountManage', 'usdt')).toBe('usdt');
  expect(kindOfRoute('accountManage', '12')).toBe('bank');
  expect(kindOfRoute('addBankCard', undefined)).toBe('bank');
});
