import type { AppInstall, AppInstallState } from '@site/shared';

/** The event Chromium sends when the site can be installed (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the offer needs of the page: its events and whether it runs as an installed app. */
export interface InstallWindow {
  addEventListener(type: 'beforeinstallprompt' | 'appinstalled', listener: (e: Event) => void): void;
  /** Absent in a page without media queries (a test's DOM): the site is then not running installed. */
  matchMedia?(query: string): { matches: boolean };
}

/**
 * Catches the browser's install offer as the page starts (it comes once per load, often before the download page
 * is shown) and keeps it for the page that offers the install button.
 */
export function createAppInstall(win: InstallWindow): AppInstall {
  let offer: InstallPromptEvent | null = null;
  let installed = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  win.addEventListener('beforeinstallprompt', (e) => {
    // The site shows its own button (the download page) rather than the browser's mini bar.
    e.preventDefault();
    offer = e as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
  return {
    state: (): AppInstallState => (installed ? 'installed' : offer ? 'offered' : 'unavailable'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const shown = offer;
      if (!shown) return 'unavailable';
      // An offer prompts once: the browser sends a new one when the site can be installed again.
      offer = null;
      changed();
      await shown.prompt();
      return (await shown.userChoice).outcome;
    },
  };
}
