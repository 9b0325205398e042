import { COHORT_BUCKETS, cohortBucket, cohortOf } from './cohort';

describe('canary cohorts', () => {
  it('is stable: the same salt and id always give the same bucket and side', () => {
    for (let i = 0; i < 100; i += 1) {
      const id = `member-${i}`;
      expect(cohortBucket('s1', id)).toBe(cohortBucket('s1', id));
      expect(cohortOf('s1', id, 37)).toBe(cohortOf('s1', id, 37));
    }
  });

  it('is uniform within a few percent over 100,000 ids', () => {
    const counts = new Array<number>(COHORT_BUCKETS).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i += 1) counts[cohortBucket('canary-salt', `device-${i}`)]! += 1;
    const expected = n / COHORT_BUCKETS;
    for (const c of counts) expect(Math.abs(c - expected) / expected).toBeLessThan(0.15);
    for (const percent of [1, 10, 50]) {
      let inCanary = 0;
      for (let i = 0; i < n; i += 1) if (cohortOf('canary-salt', `device-${i}`, percent) === 'canary') inCanary += 1;
      expect(Math.abs(inCanary / n - percent / 100)).toBeLessThan(0.005 + (percent / 100) * 0.03);
    }
  });

  it('0% is nobody and 100% everybody; a growing stage keeps everyone already in the canary', () => {
    for (let i = 0; i < 1000; i += 1) {
      expect(cohortOf('s', `m${i}`, 0)).toBe('stable');
      expect(cohortOf('s', `m${i}`, 100)).toBe('canary');
      if (cohortOf('s', `m${i}`, 10) === 'canary') expect(cohortOf('s', `m${i}`, 50)).toBe('canary');
    }
  });

  it('a new salt draws the cohorts afresh', () => {
    let moved = 0;
    for (let i = 0; i < 1000; i += 1) if (cohortOf('a', `m${i}`, 50) !== cohortOf('b', `m${i}`, 50)) moved += 1;
    expect(moved).toBeGreaterThan(400);
    expect(moved).toBeLessThan(600);
  });
});
