import type { Grade } from './grade-rules';

export type GradePatch = Partial<Pick<Grade, 'depositFen' | 'betFen' | 'upgradeFen' | 'weekFen' | 'rebateBp' | 'turnoverMultiple'>>;

/** The ops verb's field names → how each value is read (yuan → fen, percent → basis points, a whole multiple). */
const FIELDS: Record<string, { key: keyof GradePatch; unit: 'yuan' | 'percent' | 'count' }> = {
  deposit: { key: 'depositFen', unit: 'yuan' },
  bet: { key: 'betFen', unit: 'yuan' },
  upgrade: { key: 'upgradeFen', unit: 'yuan' },
  week: { key: 'weekFen', unit: 'yuan' },
  rebate: { key: 'rebateBp', unit: 'percent' },
  multiple: { key: 'turnoverMultiple', unit: 'count' },
};

/** Basis points of a percent text with at most two decimals ('0.5' → 50), at most 10 %. */
function basisPointsOf(text: string): number | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp <= 1000 ? bp : null;
}

/**
 * `deposit=100 bet=1000 rebate=0.5 …` → the patch of a grade, or the Chinese reason it is refused.
 * `fenOf` reads a yuan text as fen (funds/fen.ts fenOfYuanText).
 */
export function gradePatchOf(args: readonly string[], fenOf: (text: string) => number | null): GradePatch | string {
  if (args.length === 0) return '请至少给出一个要修改的字段';
  const patch: GradePatch = {};
  for (const arg of args) {
    const [name = '', value = ''] = arg.split('=', 2);
    const field = FIELDS[name];
    if (!field) return `未知字段：${name}（可用：${Object.keys(FIELDS).join('、')}）`;
    const read = field.unit === 'yuan' ? fenOf(value) : field.unit === 'percent' ? basisPointsOf(value) : /^\d{1,3}$/.test(value) ? Number(value) : null;
    if (read === null || read < 0) return `字段 ${name} 的值无效：${value}`;
    patch[field.key] = read;
  }
  return patch;
}
