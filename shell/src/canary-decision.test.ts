import { cohortOf, publicRegistryOf, type Registry } from '@site/shared';
import { loadPlan } from './remotes/load-plan';

const ref = (v: string) => ({ version: v, manifest: `/cdn/mf-help/${v}/mf-manifest.json`, integrity: `sha384-e${v}`, manifestIntegrity: `sha384-m${v}` });
const registry: Registry = {
  updatedAt: 'x',
  remotes: {
    mf_help: {
      name: 'mf_help',
      active: 'b',
      ...ref('b'),
      previous: [ref('a')],
      available: ['a', 'b', 'c'],
      activatedAt: 'x',
      candidate: { ...ref('c'), percent: 30, salt: 's', since: 'x' },
    },
  },
};

describe('the canary decided by the api, planned by the page', () => {
  it('loads what the api decided for the player, whatever key the page plans with', () => {
    for (let i = 0; i < 200; i += 1) {
      const cohortId = `device-${i}`;
      const entry = publicRegistryOf(registry, cohortId).remotes.mf_help!;
      const expected = cohortOf('s', cohortId, 30);
      for (const pageKey of [cohortId, 'member-7', '']) {
        const plan = loadPlan(entry, pageKey, new Set());
        expect(plan.cohort).toBe(expected);
        expect(plan.tries.map((t) => t.ref.version)).toEqual(expected === 'canary' ? ['c', 'b', 'a'] : ['b', 'a']);
      }
    }
  });
});
