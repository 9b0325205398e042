import { FIRST_LOAD_PLAN, FirstLoadHint, firstLoadHintOn, hintsSwitchedOff } from './first-load-plan';

describe('the first-load plan', () => {
  it('has one entry per hint, each with the file that applies it, its reason and its measured effect', () => {
    const ids = FIRST_LOAD_PLAN.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.values(FirstLoadHint).sort());
    for (const hint of FIRST_LOAD_PLAN) {
      expect(hint.appliedBy).toMatch(/^(shell|api|ops|mf-[a-z]+)\//);
      expect(hint.reason.length).toBeGreaterThan(20);
      expect(hint.effect.length).toBeGreaterThan(10);
    }
  });

  it('keeps every hint on unless FIRST_LOAD_WITHOUT names it, or says all', () => {
    expect(firstLoadHintOn(FirstLoadHint.openingRemote, undefined)).toBe(true);
    expect(firstLoadHintOn(FirstLoadHint.openingRemote, '')).toBe(true);
    expect(firstLoadHintOn(FirstLoadHint.openingRemote, 'opening-parcel, opening-remote')).toBe(false);
    expect(firstLoadHintOn(FirstLoadHint.openingParcel, 'opening-remote')).toBe(true);
    expect([...hintsSwitchedOff('all')].sort()).toEqual(Object.values(FirstLoadHint).sort());
  });

  it('refuses a hint it does not have, naming it (a misspelt measurement would measure nothing)', () => {
    expect(() => hintsSwitchedOff('opening-remotes')).toThrow(/the first-load plan has no hint opening-remotes/);
  });
});
