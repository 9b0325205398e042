import type { Language } from '../i18n';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const BIG_UNITS = ['', '万', '亿', '万亿'] as const;
/** Largest amount the units above can spell (16 integer digits). */
const MAX_FEN = 1e18;

/** The characters of the simplified spelling written otherwise in traditional Chinese (壹万贰仟 → 壹萬貳仟). */
const TRADITIONAL: Readonly<Record<string, string>> = { 贰: '貳', 叁: '參', 陆: '陸', 万: '萬', 亿: '億', 负: '負' };

/**
 * An amount in Chinese capital numerals (spec §5): 负 for negatives, 元/角/分, 整 when there are
 * no jiao and fen, zeros spelt once (10005 → 壹万零伍元整). Not a number or too large → ''.
 * In zh-TW the same words in traditional characters (壹萬零伍元整).
 */
export function toCapitalNumerals(input: number | string, language: Language = 'zh-CN'): string {
  const words = simplifiedCapitalNumerals(input);
  return language === 'zh-TW' ? words.replace(/[贰叁陆万亿负]/g, (c) => TRADITIONAL[c] ?? c) : words;
}

function simplifiedCapitalNumerals(input: number | string): string {
  const amount = typeof input === 'string' ? (input.trim() === '' ? NaN : Number(input)) : input;
  if (!Number.isFinite(amount)) return '';
  const fenTotal = Math.round(Math.abs(amount) * 100);
  if (fenTotal >= MAX_FEN) return '';
  const sign = amount < 0 && fenTotal > 0 ? '负' : '';
  const integer = Math.floor(fenTotal / 100);
  const jiao = Math.floor(fenTotal / 10) % 10;
  const fen = fenTotal % 10;

  let out = '';
  if (integer > 0) {
    const text = String(integer);
    let zeros = 0;
    for (let i = 0; i < text.length; i++) {
      const digit = Number(text[i]);
      const pos = text.length - i - 1;
      const unit = pos % 4;
      const group = Math.floor(pos / 4);
      if (digit === 0) {
        zeros++;
      } else {
        if (zeros > 0) out += DIGITS[0];
        zeros = 0;
        out += DIGITS[digit]! + SMALL_UNITS[unit]!;
      }
      // A group's unit (万, 亿) is written unless the whole group was zero.
      if (unit === 0 && zeros < 4) out += BIG_UNITS[group]!;
    }
    out += '元';
  }
  if (jiao === 0 && fen === 0) return sign + (out === '' ? '零元' : out) + '整';
  if (jiao > 0) out += DIGITS[jiao]! + '角';
  else if (integer > 0) out += DIGITS[0];
  if (fen > 0) out += DIGITS[fen]! + '分';
  return sign + out;
}
