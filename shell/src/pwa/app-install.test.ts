import { createAppInstall, type InstallWindow } from './app-install';

function fakeWindow(standalone = false) {
  const handlers = new Map<string, (e: Event) => void>();
  const win: InstallWindow = {
    addEventListener: (type, listener) => void handlers.set(type, listener),
    matchMedia: () => ({ matches: standalone }),
  };
  const fire = (type: string, e: Event) => handlers.get(type)?.(e);
  return { win, fire };
}

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const prompted = { n: 0, prevented: false };
  const e = Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => void (prompted.n += 1),
    userChoice: Promise.resolve({ outcome }),
  });
  const preventDefault = e.preventDefault.bind(e);
  e.preventDefault = () => {
    prompted.prevented = true;
    preventDefault();
  };
  return { e, prompted };
}

describe('createAppInstall', () => {
  it('is unavailable until the browser offers, then offered, and prompts once per offer', async () => {
    const { win, fire } = fakeWindow();
    const install = createAppInstall(win);
    const seen: string[] = [];
    install.subscribe(() => seen.push(install.state()));
    expect(install.state()).toBe('unavailable');
    await expect(install.prompt()).resolves.toBe('unavailable');

    const { e, prompted } = offerEvent('accepted');
    fire('beforeinstallprompt', e);
    expect(prompted.prevented).toBe(true);
    expect(install.state()).toBe('offered');
    await expect(install.prompt()).resolves.toBe('accepted');
    expect(prompted.n).toBe(1);
    expect(install.state()).toBe('unavailable');
    await expect(install.prompt()).resolves.toBe('unavailable');

    fire('appinstalled', new Event('appinstalled'));
    expect(install.state()).toBe('installed');
    expect(seen).toEqual(['offered', 'unavailable', 'installed']);
  });

  it('is installed when the site runs as an installed app', () => {
    expect(createAppInstall(fakeWindow(true).win).state()).toBe('installed');
  });

  it('stops telling a listener that unsubscribed', () => {
    const { win, fire } = fakeWindow();
    const install = createAppInstall(win);
    let calls = 0;
    const stop = install.subscribe(() => (calls += 1));
    stop();
    fire('beforeinstallprompt', offerEvent('dismissed').e);
    expect(calls).toBe(0);
  });
});
