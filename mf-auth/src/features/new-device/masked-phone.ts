/** A masked phone like '138****8000' split around its hidden middle digits. */
export interface MaskedPhone {
  head: string;
  tail: string;
  /** How many digits are hidden (4 for the spec's phone completion). */
  hidden: number;
}

export function splitMaskedPhone(masked: string): MaskedPhone {
  const m = /^([^*]*)(\*+)([^*]*)$/.exec(masked.trim());
  if (!m) return { head: masked.trim(), tail: '', hidden: 0 };
  return { head: m[1]!, tail: m[3]!, hidden: m[2]!.length };
}
