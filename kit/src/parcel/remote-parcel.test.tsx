/** @jest-environment jsdom */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import type { MountProps } from '@site/shared';
import { isParcelRenderError, RenderPhase, type ParcelRenderError } from '../render-errors';
import { remoteParcel } from './remote-parcel';

type Props = MountProps & { boom?: boolean; onRenderError?(r: ParcelRenderError): void };

function Root({ boom }: Props) {
  if (boom) throw new Error('页面根组件出错');
  return <p data-testid="root">帮助中心</p>;
}

const parcelOf = () =>
  remoteParcel<Props>({
    owner: 'mf_probe',
    rootComponent: Root,
    instances: {
      react: React,
      reactDom: ReactDOM,
      reactDomClient: ReactDOMClient,
      mobx: null,
      mobxReactLite: null,
      rxjs: async () => null,
      shared: null,
      kit: null,
    },
  });

let n = 0;
async function mount(props: Partial<Props>) {
  const parcel = parcelOf();
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const all = { name: `probe-${(n += 1)}`, domElement, ...props } as unknown as Props & { name: string };
  await parcel.bootstrap(all as never);
  await parcel.mount(all as never);
  return { parcel, domElement, all };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("remoteParcel: a root's render errors are told to the host (onRenderError)", () => {
  it('a root that throws on its first render is told as a mount failure, and leaves the area to the host (nothing shown)', async () => {
    const reports: ParcelRenderError[] = [];
    const { domElement } = await mount({ boom: true, onRenderError: (r) => reports.push(r) });
    expect(reports).toHaveLength(1);
    expect(isParcelRenderError(reports[0])).toBe(true);
    expect(reports[0]).toMatchObject({ phase: RenderPhase.MOUNT, owner: 'mf_probe', message: '页面根组件出错' });
    expect(domElement.textContent).toBe('');
  });

  it('a root that throws after it has been shown is told as a runtime error, and shows the Chinese panel', async () => {
    const reports: ParcelRenderError[] = [];
    const onRenderError = (r: ParcelRenderError) => reports.push(r);
    const { parcel, domElement, all } = await mount({ onRenderError });
    expect(domElement.textContent).toBe('帮助中心');
    expect(reports).toEqual([]);
    await parcel.update!({ ...all, boom: true } as never);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ phase: RenderPhase.RUNTIME, owner: 'mf_probe', message: '页面根组件出错' });
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe('页面出了点问题，请刷新后重试');
  });

  it('a host that passes no onRenderError gets the Chinese panel on a first-render error', async () => {
    const { domElement } = await mount({ boom: true });
    expect(domElement.querySelector('[data-remote-error="mf_probe"]')?.textContent).toBe('页面出了点问题，请刷新后重试');
  });
});
