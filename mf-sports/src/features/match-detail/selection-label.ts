import type { MarketKind } from '@site/shared';

/** How a selection is named on the page: team, draw, over/under with the line, odd/even, or the outright team. */
export function selectionLabel(
  market: { kind: MarketKind; line: string; strong: 'H' | 'C' },
  selection: { key: string; name: string },
  teams: { home: string; away: string },
  t: (key: string) => string,
): string {
  if (selection.name) return selection.name;
  const handicap = (side: 'H' | 'C') => (market.line === '' ? '' : ` ${market.strong === side ? '-' : '+'}${market.line}`);
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

/** The short label a row cell shows (the row already names the teams): the handicap or total line, 大/小, 单/双. */
export function cellLabel(market: { kind: MarketKind; line: string; strong: 'H' | 'C' }, key: string, t: (key: string) => string): string {
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
      return key === 'N' ? t('market.draw') : '';
  }
}
