import { makeAutoObservable } from 'mobx';
import { recordVersion } from '@site/shared';

/** Which version of each remote this page has loaded (shown in the footer, read by ops and tests). */
class LoadedRemotes {
  versions: Record<string, string> = {};
  constructor() {
    makeAutoObservable(this);
  }
  set(name: string, version: string): void {
    this.versions[name] = version;
    recordVersion(name, version);
  }
}
export const loadedRemotes = new LoadedRemotes();
