import fs from 'node:fs';
import path from 'node:path';
import { registrySchema } from '@site/shared';

/**
 * Which shell's index page to send: the version the registry names, published in the CDN under
 * shell/<version>/ (registry/src/shell-logic.ts). The registry is re-read only when its file changes
 * (inode, mtime and size), so a deploy or a rollback of the shell shows on the next page load.
 */
export class LiveShellIndex {
  private seen = '';
  private file: string | null = null;

  constructor(
    private readonly registryFile: string,
    private readonly cdnDir: string,
  ) {}

  /** The index.html of the live shell version, or null when the registry names none (or it is not published). */
  indexFile(): string | null {
    let stamp: string;
    try {
      const st = fs.statSync(this.registryFile);
      // The registry store replaces the file (write + rename): a new inode on every write.
      stamp = `${st.ino}:${st.mtimeMs}:${st.size}`;
    } catch {
      return null;
    }
    if (stamp !== this.seen) {
      const next = this.read();
      // A registry that cannot be read (caught mid-write, corrupt) keeps the shell served until now.
      if (next === undefined) return this.file;
      this.seen = stamp;
      this.file = next;
    }
    return this.file;
  }

  /** The live shell's index file, null when the registry names none that is published, undefined when unreadable. */
  private read(): string | null | undefined {
    let version: string | undefined;
    try {
      const parsed = registrySchema.safeParse(JSON.parse(fs.readFileSync(this.registryFile, 'utf8')));
      if (!parsed.success) return undefined;
      version = parsed.data.shell?.version;
    } catch {
      return undefined;
    }
    if (!version || !/^[\w.-]+$/.test(version)) return null;
    const file = path.join(this.cdnDir, 'shell', version, 'index.html');
    return fs.existsSync(file) ? file : null;
  }
}
