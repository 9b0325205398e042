import { handicapText, type MarketKind } from '@site/shared';

/** What a leg picked, in Chinese, as the records and the slip's bet list read it. */
export interface NamedPick {
  wtype: MarketKind;
  rtype: string;
  line: string;
  strong: 'H' | 'C';
  team_h: string;
  team_c: string;
  /** The selection's own name (an outright's team). */
  selectionName: string;
}

const HALF_PREFIX = '上半场';
const MARKET_NAMES: Readonly<Record<MarketKind, string>> = {
  M: '独赢',
  R: '让球',
  OU: '大小',
  EO: '单双',
  HM: `${HALF_PREFIX}独赢`,
  HR: `${HALF_PREFIX}让球`,
  HOU: `${HALF_PREFIX}大小`,
  FS: '冠军',
};

/** The market's name ('让球', '上半场大小'). */
export const marketName = (wtype: MarketKind): string => MARKET_NAMES[wtype];

const team = (p: NamedPick) => (p.rtype === 'H' ? p.team_h : p.rtype === 'C' ? p.team_c : '');

/** '皇家马德里 -0.5/1', '本菲卡 0' (a level line), '大 2.5', '和局', '单', or the outright's team. */
export function pickName(p: NamedPick): string {
  switch (p.wtype) {
    case 'M':
    case 'HM':
      return p.rtype === 'N' ? '和局' : team(p);
    case 'R':
    case 'HR':
      return `${team(p)} ${handicapText(p.line, p.rtype === p.strong)}`;
    case 'OU':
    case 'HOU':
      return `${p.rtype === 'O' ? '大' : '小'} ${p.line}`;
    case 'EO':
      return p.rtype === 'ODD' ? '单' : '双';
    case 'FS':
      return p.selectionName;
  }
}
