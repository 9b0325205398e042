import { createHash } from 'node:crypto';

/**
 * Slot themes: every egame/fishing gameCode of the catalogue plays the one slot (slot-maths.ts),
 * dressed by a theme. A theme id is itself a game code (the venue lobby opens those); any other
 * well-formed code gets the theme its words name (THEME_KEYWORDS), else one chosen by a stable
 * hash of the code; the round records that theme's name.
 */
export interface SlotTheme {
  id: string;
  name: string;
  /** Labels of s1…s8 (low to high). */
  symbols: readonly string[];
}

export const SLOT_THEMES: readonly SlotTheme[] = [
  { id: 'fortune-dragon', name: '龙腾四海', symbols: ['铃', '鼓', '扇', '灯', '珠', '玉', '金', '龙'] },
  { id: 'caishen', name: '财神到', symbols: ['元', '宝', '福', '禄', '寿', '喜', '财', '神'] },
  { id: 'deep-sea', name: '深海寻宝', symbols: ['虾', '蟹', '贝', '鱼', '龟', '鲨', '鲸', '珍'] },
  { id: 'star-gems', name: '星光宝石', symbols: ['红', '橙', '黄', '绿', '蓝', '紫', '钻', '星'] },
  { id: 'fruit-party', name: '水果派对', symbols: ['莓', '橙', '柠', '梨', '瓜', '铃', '星', '7'] },
];

/** Words of a catalogue game code that pick its theme ('fortune-god-treasure' → caishen); checked in order. */
export const THEME_KEYWORDS: readonly [word: string, theme: string][] = [
  ['fortune-god', 'caishen'],
  ['lucky', 'caishen'],
  ['golden', 'caishen'],
  ['dragon', 'fortune-dragon'],
  ['phoenix', 'fortune-dragon'],
  ['qilin', 'fortune-dragon'],
  ['sea', 'deep-sea'],
  ['fish', 'deep-sea'],
  ['shark', 'deep-sea'],
  ['mermaid', 'deep-sea'],
  ['koi', 'deep-sea'],
  ['pirate', 'deep-sea'],
  ['gem', 'star-gems'],
  ['diamond', 'star-gems'],
  ['crystal', 'star-gems'],
  ['star', 'star-gems'],
  ['fruit', 'fruit-party'],
  ['candy', 'fruit-party'],
  ['party', 'fruit-party'],
];

export const DEFAULT_SLOT_GAME = 'fortune-dragon';

const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export const isGameCode = (code: string): boolean => GAME_CODE.test(code);

export function themeOfGame(code: string): SlotTheme {
  const named = SLOT_THEMES.find((t) => t.id === code);
  if (named) return named;
  const word = THEME_KEYWORDS.find(([w]) => code.toLowerCase().split(/[-_.]/).join('-').includes(w));
  const byWord = word && SLOT_THEMES.find((t) => t.id === word[1]);
  if (byWord) return byWord;
  const digest = createHash('sha256').update(code).digest();
  return SLOT_THEMES[digest.readUInt32BE(0) % SLOT_THEMES.length] as SlotTheme;
}

export const isThemeGame = (code: string): boolean => SLOT_THEMES.some((t) => t.id === code);
