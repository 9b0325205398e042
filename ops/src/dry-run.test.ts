import { JournalAction } from '@site/shared';
import { activate, canary, emptyRegistry } from '@site/registry';
import { dryRunLine, withReason } from './dry-run';

const v = (version: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: 'sha384-e', manifestIntegrity: 'sha384-m' });

describe('dry runs and reasons', () => {
  it('prints the change a verb would make, with the remote by its folder and the canary percent', () => {
    const reg = activate(emptyRegistry(), 'mf_help', v('a'));
    expect(dryRunLine(canary(reg, 'mf_help', v('b'), 10, 's').note)).toBe(
      'dry run: canary mf-help a → b 10% (reason: canary of b at 10%); nothing written: no publish, no registry write, no journal',
    );
  });

  it("journals the operator's reason instead of the verb's own", () => {
    const note = { remote: 'mf_help', action: JournalAction.ABORT, from: 'b 10%', to: 'a', reason: 'canary aborted' };
    expect(withReason({ note }, 'errors on iOS').note.reason).toBe('errors on iOS');
    expect(withReason({ note }, undefined).note.reason).toBe('canary aborted');
  });
});
