/** @jest-environment jsdom */
import type { RemoteName } from '@site/shared';
import { PreloadReason } from './preload-logic';
import { RemotePreloader, type PreloadHost, type PreloadEnv } from './preload';

type PreloadArgs = Parameters<PreloadHost['preloadRemote']>[0][number];

function setup(opts: { saveData?: boolean; registered?: RemoteName[] } = {}) {
  const calls: PreloadArgs[] = [];
  const host: PreloadHost = {
    preloadRemote: async (args) => {
      calls.push(...args);
    },
  };
  const idle: (() => void)[] = [];
  const prefetched: string[] = [];
  const env: PreloadEnv = {
    document,
    origin: window.location.origin,
    connection: () => ({ saveData: opts.saveData ?? false }),
    onIdle: (run) => idle.push(run),
    onScreen: (el) => !el.hasAttribute('data-offscreen'),
    prefetch: (url) => prefetched.push(url),
    warm: () => undefined,
  };
  const registered = new Set<RemoteName>(opts.registered ?? ['mf_help', 'mf_member', 'mf_casino']);
  // Like the RemoteLoader: the entry of the registered version goes to the prefetch (its manifest is kept by the loader).
  const warmed: RemoteName[] = [];
  const manifests: string[] = [];
  const registry = {
    warmOpening: (r: RemoteName, exposePath: string, route: string | undefined) => {
      manifests.push(`${r}${exposePath.slice(1)}@${route}`);
      return true;
    },
    has: (r: RemoteName) => registered.has(r),
    warmEntry: (r: RemoteName, prefetch: (url: string) => void) => {
      warmed.push(r);
      prefetch(`/cdn/${r}/1.0.0/remoteEntry.js`);
      return true;
    },
  };
  const preloader = new RemotePreloader(host, registry, env);
  const runIdle = () => idle.splice(0).forEach((run) => run());
  return { calls, preloader, runIdle, warmed, prefetched, manifests };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RemotePreloader', () => {
  it('on idle warms the manifest and entry (no expose chunks, no federation runtime) of every remote the page content links to on screen, once each', () => {
    document.body.innerHTML =
      '<nav><a href="/game/realbet">真人</a></nav><main><a href="/app/help/kh">帮助</a><a href="/app/help/ck">存款</a><a href="/home">首页</a>' +
      '<a href="/mine/userinfo">我的</a><a href="/activity/discount" data-offscreen>活动</a></main>';
    const { calls, preloader, runIdle, warmed, prefetched } = setup();
    const stop = preloader.start();
    runIdle();
    expect(warmed).toEqual(['mf_help', 'mf_member']);
    expect(prefetched).toEqual(['/cdn/mf_help/1.0.0/remoteEntry.js', '/cdn/mf_member/1.0.0/remoteEntry.js']);
    // The runtime is not asked for on idle: a shell page never downloads it to warm a link.
    expect(calls).toEqual([]);
    runIdle();
    expect(warmed).toHaveLength(2);
    stop();
  });

  it('a hover after the idle warm still asks for the pages chunks through the runtime', () => {
    document.body.innerHTML = '<main><a id="t" href="/app/help/kh">帮助</a></main>';
    const { calls, preloader, runIdle, warmed } = setup();
    const stop = preloader.start();
    runIdle();
    document.getElementById('t')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warmed).toEqual(['mf_help']);
    expect(calls).toEqual([expect.objectContaining({ nameOrAlias: 'mf_help', exposes: ['./app'], resourceCategory: 'sync' })]);
    stop();
  });

  it('on hover also preloads the pages module of the remote the link leads to', () => {
    document.body.innerHTML = '<a href="/game/realbet"><span id="t">真人</span></a>';
    const { calls, preloader } = setup();
    const stop = preloader.start();
    document.getElementById('t')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(calls).toEqual([expect.objectContaining({ nameOrAlias: 'mf_casino', exposes: ['./app'], resourceCategory: 'sync' })]);
    stop();
  });

  it('never preloads on a save-data connection', () => {
    document.body.innerHTML = '<a href="/app/help/kh">帮助</a>';
    const { calls, preloader, runIdle } = setup({ saveData: true });
    const stop = preloader.start();
    runIdle();
    expect(preloader.preload('mf_help', PreloadReason.HOVER)).toBe(false);
    expect(calls).toEqual([]);
    stop();
  });

  it('skips a remote the registry does not have', () => {
    const { preloader, warmed } = setup({ registered: ['mf_help'] });
    expect(preloader.preload('mf_member', PreloadReason.IDLE)).toBe(false);
    expect(preloader.preload('mf_help', PreloadReason.IDLE)).toBe(true);
    expect(warmed).toEqual(['mf_help']);
  });

  it('asks for the remote of the page being opened at once, with its pages chunks, also on save-data; nothing for a shell page', () => {
    const { calls, preloader, manifests } = setup({ saveData: true });
    expect(preloader.openingRoute('/home')).toBe(false);
    expect(preloader.openingRoute('/app/help/kh')).toBe(true);
    // Its manifest, entry and pages chunks at once (the runtime finds them in the HTTP cache), not the runtime's
    // own script preloads as well (a failed one would fail the retry too).
    // With the route's name: its page chunk is warmed beside the pages module.
    expect(manifests).toEqual(['mf_help/app@helpTopic']);
    expect(calls).toEqual([]);
    // Once: a hover on a link to the same remote later asks for nothing more.
    expect(preloader.openingRoute('/app/help/ck')).toBe(false);
    expect(preloader.preload('mf_help', PreloadReason.HOVER)).toBe(false);
    expect(calls).toEqual([]);
    // Nor does the idle scan warm it again (its manifest and entry came with the page).
    expect(preloader.preload('mf_help', PreloadReason.IDLE)).toBe(false);
  });

  it('does not ask for the page of a remote the registry does not have', () => {
    const { calls, preloader } = setup({ registered: ['mf_casino'] });
    expect(preloader.openingRoute('/app/help/kh')).toBe(false);
    expect(calls).toEqual([]);
  });
});
