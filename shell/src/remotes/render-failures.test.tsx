/** @jest-environment jsdom */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ParcelConfig } from 'single-spa';
import type { LoadEvent, MountProps, Registry, RuntimeErrorEvent, VersionRef } from '@site/shared';
import { EXPOSED } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import type { Platform } from '../platform/create-platform';
import zhCN from '../i18n/zh-CN.json';
import { SessionBreaker } from './circuit-breaker';
import { ParcelMounts, ParcelMountsContext } from './parcel-mounts';
import { RemoteArea } from './RemoteArea';
import { RemoteLoader, type FederationHost } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';

const ref = (version: string): VersionRef => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: `sha384-entry-${version}`,
  manifestIntegrity: `sha384-manifest-${version}`,
});
/** mf_help: b active, a before it, c the candidate for every player. */
const registry: Registry = {
  updatedAt: '',
  remotes: {
    mf_help: {
      name: 'mf_help',
      ...ref('b'),
      active: 'b',
      previous: [ref('a')],
      available: ['a', 'b', 'c'],
      activatedAt: '2026-01-01T00:00:00Z',
      candidate: { ...ref('c'), percent: 100, salt: 's', since: '2026-01-02T00:00:00Z' },
    },
  },
};

type Props = MountProps & { route: { query: Record<string, string> } };
const instances = {
  react: React,
  reactDom: ReactDOM,
  reactDomClient: ReactDOMClient,
  mobx: null,
  mobxReactLite: null,
  rxjs: async () => null,
  shared: null,
  kit: null,
};

/** A version's parcel, built with the kit: its root throws when `throws` says so for the props it renders. */
function parcelOf(version: string, throws: (p: Props) => boolean): ParcelConfig & { version: string } {
  function Root(p: Props) {
    if (throws(p)) throw new Error(`mf_help ${version} broke`);
    return <p data-testid="help">帮助中心 {version}</p>;
  }
  return { ...remoteParcel<Props>({ owner: 'mf_help', rootComponent: Root, instances }), version } as never;
}

function setup(parcels: Record<string, ParcelConfig>) {
  let registered = '';
  const host: FederationHost = {
    registerPlugins: () => undefined,
    registerRemotes: (remotes) => void (registered = (remotes[0] as { entry: string }).entry.split('/')[3]!),
    loadRemote: async () => parcels[registered] as never,
  };
  const events: (LoadEvent | RuntimeErrorEvent)[] = [];
  const breaker = new SessionBreaker(window.sessionStorage);
  const loader = new RemoteLoader(host, { report: (e) => void events.push(e), breaker });
  loader.useRegistry(registry);
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { shell: zhCN } }, initImmediate: false } as never);
  const platform = { i18n, forRemote: () => ({}) } as unknown as Platform;
  const area = (query: Record<string, string>) => (
    <RemoteLoaderContext.Provider value={loader}>
      <ParcelMountsContext.Provider value={mounts}>
        <RemoteArea module={EXPOSED.mf_help.app} platform={platform} route={{ name: 'help', params: {}, query }} />
      </ParcelMountsContext.Provider>
    </RemoteLoaderContext.Provider>
  );
  const mounts = new ParcelMounts();
  const mountsOf = () => events.filter((e): e is LoadEvent => e.kind === 'load' && e.phase === 'mount').map((e) => `${e.version} ${e.outcome}`);
  return { loader, events, breaker, area, mountsOf };
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("a remote's render errors (the kit's onRenderError) in its area", () => {
  it('a parcel that throws on its first render is a failed mount of its version, and the area loads the previous good one', async () => {
    const t = setup({ c: parcelOf('c', () => true), b: parcelOf('b', () => false), a: parcelOf('a', () => false) });
    render(t.area({}));
    expect((await screen.findByTestId('help')).textContent).toBe('帮助中心 b');
    await waitFor(() => expect(t.mountsOf()).toEqual(['c error', 'b ok']));
    expect(t.events.find((e) => e.kind === 'load' && e.version === 'c' && e.phase === 'mount')).toMatchObject({ cohort: 'canary', outcome: 'error' });
    expect([...t.breaker.failed('mf_help')]).toEqual(['c']);
    expect(t.loader.loaded.versions.mf_help).toBe('b');
    expect(screen.queryByTestId('remote-error-mf_help')).toBeNull();
    expect(t.events.some((e) => e.kind === 'runtime')).toBe(false);
  });

  it('retries once: when the previous version throws on its first render too, the error panel shows', async () => {
    const t = setup({ c: parcelOf('c', () => true), b: parcelOf('b', () => true), a: parcelOf('a', () => false) });
    render(t.area({}));
    const panel = await screen.findByTestId('remote-error-mf_help');
    expect(panel.textContent).toContain('此区域暂时无法加载');
    expect(t.mountsOf()).toEqual(['c error', 'b error']);
  });

  it('a parcel that throws after it has been shown is a runtime error of its version: no failed mount, no other version', async () => {
    const t = setup({ c: parcelOf('c', (p) => p.route.query.tab === 'boom'), b: parcelOf('b', () => false) });
    const { rerender } = render(t.area({}));
    expect((await screen.findByTestId('help')).textContent).toBe('帮助中心 c');
    await waitFor(() => expect(t.mountsOf()).toEqual(['c ok']));
    await act(async () => rerender(t.area({ tab: 'boom' })));
    await waitFor(() => expect(t.events.filter((e) => e.kind === 'runtime')).toEqual([{ kind: 'runtime', remote: 'mf_help', version: 'c', cohort: 'canary' }]));
    expect((await screen.findByRole('alert')).textContent).toBe('页面出了点问题，请刷新后重试');
    expect(t.mountsOf()).toEqual(['c ok']);
    expect([...t.breaker.failed('mf_help')]).toEqual([]);
  });
});
