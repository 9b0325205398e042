/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PlatformProvider } from '@site/shared/react';
import { fakeProps } from '../test-support/fake-platform';
import { useCall } from './use-call';

/** Answers asked for by hand: each call's language and a way to answer it. */
function answers() {
  const asked: { language: string; answer(names: string[]): void }[] = [];
  return { asked, load: (language: () => string) => () => new Promise<string[]>((resolve) => asked.push({ language: language(), answer: resolve })) };
}

function Names({ list, load }: { list: string; load: () => Promise<string[]> }) {
  const [state] = useCall(list, load, '加载失败');
  return <p data-testid="names">{state.status === 'ok' ? state.data.join(',') : state.status}</p>;
}

describe('useCall', () => {
  it('asks again in the language the player switches to, showing the old answer until the new one comes', async () => {
    const { props } = fakeProps();
    const { asked, load } = answers();
    const ask = load(() => props.i18n.language);
    render(
      <PlatformProvider platform={props}>
        <Names list="egame" load={ask} />
      </PlatformProvider>,
    );
    expect(screen.getByTestId('names').textContent).toBe('loading');
    await act(async () => asked[0]!.answer(['财神传奇']));
    expect(screen.getByTestId('names').textContent).toBe('财神传奇');
    await act(async () => void (await props.i18n.changeLanguage('zh-TW')));
    expect(asked.map((a) => a.language)).toEqual(['zh-CN', 'zh-TW']);
    expect(screen.getByTestId('names').textContent).toBe('财神传奇');
    await act(async () => asked[1]!.answer(['財神傳奇']));
    expect(screen.getByTestId('names').textContent).toBe('財神傳奇');
  });

  it('a new list shows loading, and an answer for the old list or language never shows for it', async () => {
    const { props } = fakeProps();
    const { asked, load } = answers();
    const ask = load(() => props.i18n.language);
    const { rerender } = render(
      <PlatformProvider platform={props}>
        <Names list="egame" load={ask} />
      </PlatformProvider>,
    );
    rerender(
      <PlatformProvider platform={props}>
        <Names list="fishing" load={ask} />
      </PlatformProvider>,
    );
    await act(async () => asked[0]!.answer(['财神传奇']));
    expect(screen.getByTestId('names').textContent).toBe('loading');
    await act(async () => asked[1]!.answer(['捕鱼']));
    expect(screen.getByTestId('names').textContent).toBe('捕鱼');
  });
});
