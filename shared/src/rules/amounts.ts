export * from './money';
export * from './capital-numerals';

/** Spec §5 / §9: an amount is at most 12 characters with at most 2 decimals, in every amount field. */
export const AMOUNT_MAX_LENGTH = 12;
export const AMOUNT_DECIMALS = 2;

/** A finished amount text: yuan, no leading zeros, at most 2 decimals ('0', '12', '12.5', '0.05'). */
export const YUAN_TEXT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** An amount on its way to being typed: as above, or ending in the point ('12.'). */
const TYPING_PATTERN = /^(0|[1-9]\d*)(\.\d{0,2})?$/;

/** Full-width digits and points an IME may give ('１２．５') read as their ASCII selves. */
function asciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\uFF0E\u3002]/g, '.');
}

/**
 * What an amount field holds after a keystroke or a paste (`typed`), given what it held (`previous`):
 * spaces and thousands commas are dropped, a leading zero before a digit goes ('05' → '5'), a leading
 * point becomes '0.'; then the text must still be an amount being typed — at most 2 decimals and
 * {@link AMOUNT_MAX_LENGTH} characters — or the keystroke is refused and the field keeps `previous`.
 * So the third decimal and the 13th character never appear, whatever the form does at submit.
 */
export function amountAsTyped(previous: string, typed: string): string {
  let text = asciiDigits(typed).replace(/[\s,]/g, '');
  if (text.startsWith('.')) text = `0${text}`;
  text = text.replace(/^0+(?=\d)/, '');
  if (text === '') return '';
  return text.length <= AMOUNT_MAX_LENGTH && TYPING_PATTERN.test(text) ? text : previous;
}

/** A finished amount text (YUAN_TEXT_PATTERN, at most 12 characters) → integer fen, through the text; otherwise null. */
export function fenOfAmountText(text: string): number | null {
  const v = text.trim();
  if (v.length > AMOUNT_MAX_LENGTH || !YUAN_TEXT_PATTERN.test(v)) return null;
  const [whole = '0', cents = ''] = v.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(AMOUNT_DECIMALS, '0'));
}
