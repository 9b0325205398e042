import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO } from './paths';
import { EXPOSED_PROPS_DIR, exposedTypesFile, generateExposedTypes } from './exposed-types';
import { copyRemote, editFile } from './test-support/remote-copy';

/** The shell's type errors in `file` (a path under shell/src) when the exposed-props files read `replaced`. */
function shellErrorsIn(file: string, replaced: Map<string, string>): string[] {
  const { config } = ts.readConfigFile(path.join(REPO, 'tsconfig.base.json'), (f) => fs.readFileSync(f, 'utf8'));
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, REPO);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => replaced.get(path.resolve(f)) ?? readFile(f);
  const root = path.join(REPO, 'shell', 'src', file);
  const typesDir = path.join(REPO, 'types');
  const program = ts.createProgram({ rootNames: [root, ...fs.readdirSync(typesDir).map((f) => path.join(typesDir, f))], options, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(root)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the props types of the exposed parcels', () => {
  it('are checked in as the remotes declare them (npm run exposed-types writes them)', async () => {
    for (const [folder, text] of await generateExposedTypes()) expect([folder, fs.readFileSync(exposedTypesFile(folder), 'utf8')]).toEqual([folder, text]);
    expect(fs.readdirSync(EXPOSED_PROPS_DIR).sort()).toEqual(expect.arrayContaining(['index.ts']));
  });

  it("fail the shell's type-check when a parcel stops taking a prop the shell passes", async () => {
    // The chat parcel's `open` renamed in a team's copy: the shell's floating chat still passes `open`.
    const copy = copyRemote(REPO, 'mf-activity');
    editFile(path.join(copy.remote, 'src/features/chat/ChatApp.tsx'), (t) =>
      t.replace('  open?: unknown;', '  startOpen?: unknown;').replace('props.open === true', 'props.startOpen === true'),
    );
    try {
      const generated = (await generateExposedTypes(['mf-activity'], copy.remote)).get('mf-activity')!;
      expect(generated).toContain('startOpen?: unknown;');
      expect(shellErrorsIn('layout/ChatFloat.tsx', new Map())).toEqual([]);
      const errors = shellErrorsIn('layout/ChatFloat.tsx', new Map([[exposedTypesFile('mf-activity'), generated]]));
      expect(errors).toEqual([expect.stringContaining("Object literal may only specify known properties, and 'open' does not exist in type")]);
    } finally {
      fs.rmSync(copy.root, { recursive: true, force: true });
    }
  });

  it("fail the shell's type-check when a dialog parcel stops taking the inbox the dialog host passes", () => {
    const file = exposedTypesFile('mf-casino');
    const renamed = fs.readFileSync(file, 'utf8').replace("dialogInbox: DialogInbox<'venue:enter'>", "inbox: DialogInbox<'venue:enter'>");
    expect(shellErrorsIn('remotes/exposed-props/index.ts', new Map())).toEqual([]);
    expect(shellErrorsIn('remotes/exposed-props/index.ts', new Map([[file, renamed]]))).toEqual(["Type 'true' is not assignable to type 'false'."]);
  });
});
