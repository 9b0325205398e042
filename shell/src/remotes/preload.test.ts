/** @jest-environment jsdom */
import type { RemoteName } from '@site/shared';
import { PreloadReason } from './preload-logic';
import { ENTRY_ONLY, RemotePreloader, type PreloadHost, type PreloadEnv } from './preload';

type PreloadArgs = Parameters<PreloadHost['preloadRemote']>[0][number];

function setup(opts: { saveData?: boolean; registered?: RemoteName[] } = {}) {
  const calls: PreloadArgs[] = [];
  const host: PreloadHost = {
    preloadRemote: async (args) => {
      calls.push(...args);
    },
  };
  const idle: (() => void)[] = [];
  const env: PreloadEnv = {
    document,
    origin: window.location.origin,
    connection: () => ({ saveData: opts.saveData ?? false }),
    onIdle: (run) => idle.push(run),
    onScreen: (el) => !el.hasAttribute('data-offscreen'),
  };
  const registered = new Set<RemoteName>(opts.registered ?? ['mf_help', 'mf_member', 'mf_casino']);
  const preloader = new RemotePreloader(host, (r) => registered.has(r), env);
  const runIdle = () => idle.splice(0).forEach((run) => run());
  return { calls, preloader, runIdle };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RemotePreloader', () => {
  it('on idle preloads the manifest and entry (no expose chunks) of every remote the page content links to on screen, once each', () => {
    document.body.innerHTML =
      '<nav><a href="/game/realbet">真人</a></nav><main><a href="/app/help/kh">帮助</a><a href="/app/help/ck">存款</a><a href="/home">首页</a>' +
      '<a href="/mine/userinfo">我的</a><a href="/activity/discount" data-offscreen>活动</a></main>';
    const { calls, preloader, runIdle } = setup();
    const stop = preloader.start();
    runIdle();
    expect(calls.map((c) => c.nameOrAlias)).toEqual(['mf_help', 'mf_member']);
    // An expose no remote has: the runtime then walks no module, so none is marked preloaded before a hover asks for it.
    expect(calls[0]?.exposes).toEqual([ENTRY_ONLY]);
    runIdle();
    expect(calls).toHaveLength(2);
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
    const { calls, preloader } = setup({ registered: ['mf_help'] });
    expect(preloader.preload('mf_member', PreloadReason.IDLE)).toBe(false);
    expect(preloader.preload('mf_help', PreloadReason.IDLE)).toBe(true);
    expect(calls.map((c) => c.nameOrAlias)).toEqual(['mf_help']);
  });

  it('asks for the remote of the page being opened at once, with its pages chunks, also on save-data; nothing for a shell page', () => {
    const { calls, preloader } = setup({ saveData: true });
    expect(preloader.openingRoute('/home')).toBe(false);
    expect(preloader.openingRoute('/app/help/kh')).toBe(true);
    expect(calls).toEqual([expect.objectContaining({ nameOrAlias: 'mf_help', resourceCategory: 'sync' })]);
    expect(calls[0]?.exposes).not.toEqual([ENTRY_ONLY]);
    // Once: a hover on a link to the same remote later asks for nothing more.
    expect(preloader.openingRoute('/app/help/ck')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('does not ask for the page of a remote the registry does not have', () => {
    const { calls, preloader } = setup({ registered: ['mf_casino'] });
    expect(preloader.openingRoute('/app/help/kh')).toBe(false);
    expect(calls).toEqual([]);
  });
});
