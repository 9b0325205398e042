import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED, PLANNED_MODULES, partsOf, type ExposedModuleId } from '@site/kit';
import { REMOTE_FOLDERS } from '@site/shared';
import { REPO } from './paths';

describe("the kit's map of exposed modules", () => {
  it.each(REMOTE_FOLDERS)('matches what %s exposes (planned modules may be missing)', (folder) => {
    const fed = JSON.parse(fs.readFileSync(path.join(REPO, folder, 'package.json'), 'utf8')).federation as {
      name: keyof typeof EXPOSED;
      exposes: Record<string, string>;
    };
    const declared = Object.values(EXPOSED[fed.name]) as ExposedModuleId[];
    const exposed = Object.keys(fed.exposes).sort();
    const required = declared
      .filter((id) => !PLANNED_MODULES.includes(id))
      .map((id) => partsOf(id).path)
      .sort();
    expect(exposed.filter((p) => !PLANNED_MODULES.some((id) => partsOf(id).remote === fed.name && partsOf(id).path === p))).toEqual(required);
  });
});
