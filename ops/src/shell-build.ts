import fs from 'node:fs';
import path from 'node:path';
import { shellDist } from './paths';

/** What a shell build provides, written beside it (shell/dist/shell-build.json) and into the registry. */
export interface ShellBuild {
  version: string;
  kit: string;
  builtAt: string;
}
export const SHELL_BUILD_FILE = 'shell-build.json';

/** The shell build that is served (shell/dist), or undefined when the shell was never built. */
export function readShellBuild(): ShellBuild | undefined {
  const file = path.join(shellDist(), SHELL_BUILD_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ShellBuild) : undefined;
}
