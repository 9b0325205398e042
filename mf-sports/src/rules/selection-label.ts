import { handicapText, type MarketKind } from '@site/shared';

/** How a selection is named on the page: team, draw, over/under with the line, odd/even, or the outright team. */
export function selectionLabel(
  market: { kind: MarketKind; line: string; strong: 'H' | 'C' },
  selection: { key: string; name: string },
  teams: { home: string; away: string },
  t: (key: string) => string,
): string {
  if (selection.name) return selection.name;
  const handicap = (side: 'H' | 'C') => (market.line === '' ? '' : ` ${handicapText(market.line, market.strong === side)}`);
  switch (selection.key) {
    case 'H':
      return market.kind === 'R' || market.kind === 'HR' ? `${teams.home}${handicap('H')}` : teams.home;
    case 'C':
      return market.kind === 'R' || market.kind === 'HR' ? `${teams.away}${handicap('C')}` : teams.away;
    case 'N':
      return t('market.draw');
    case 'O':
      return `${t('market.over')} ${market.line}`;
    case 'U':
      return `${t('market.under')} ${market.line}`;
    case 'ODD':
      return t('market.odd');
    case 'EVEN':
      return t('market.even');
    default:
      return selection.key;
  }
}

/**
 * The short label a row cell shows (the row already names the teams): the handicap line on the giving side,
 * 大/小 with the total, 单/双; 1X2 only on a phone (主/和/客), where the teams are not beside it.
 */
export function cellLabel(market: { kind: MarketKind; line: string; strong: 'H' | 'C' }, key: string, t: (key: string) => string, phone = false): string {
  switch (market.kind) {
    case 'R':
    case 'HR':
      return market.strong === key ? market.line : '';
    case 'OU':
    case 'HOU':
      return `${t(key === 'O' ? 'market.over' : 'market.under')} ${market.line}`;
    case 'EO':
      return t(key === 'ODD' ? 'market.odd' : 'market.even');
    default:
      if (!phone) return '';
      return t(key === 'H' ? 'market.home' : key === 'C' ? 'market.away' : 'market.draw');
  }
}
