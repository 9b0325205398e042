/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SendCodeButton, useCountdown } from '@site/shared/send-code';
import { useSendCodeTexts } from './use-send-code';
import { fakeProps } from '../test-support/fake-platform';
import { addCatalogs, PlatformProvider } from '@site/shared/react';
import zhCN from '../i18n/zh-CN.json';
import zhTW from '../i18n/zh-TW.json';

function Harness({ onSend }: { onSend(): void }) {
  const countdown = useCountdown();
  return (
    <SendCodeButton
      countdown={countdown}
      texts={useSendCodeTexts()}
      onSend={() => {
        onSend();
        countdown.start();
      }}
    />
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('the send-code button counts down 60 s disabled, then offers 重新发送', () => {
  const { props } = fakeProps();
  addCatalogs(props.i18n, 'mf_auth', { 'zh-CN': zhCN, 'zh-TW': zhTW });
  const onSend = jest.fn();
  render(
    <PlatformProvider platform={props}>
      <Harness onSend={onSend} />
    </PlatformProvider>,
  );
  const button = screen.getByTestId('send-code');
  expect(button.textContent).toBe('获取验证码');
  fireEvent.click(button);
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(button.textContent).toBe('60s');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(button.textContent).toBe('59s');
  act(() => {
    jest.advanceTimersByTime(58_000);
  });
  expect(button.textContent).toBe('1s');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(button.textContent).toBe('重新发送');
  expect((button as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(button);
  expect(onSend).toHaveBeenCalledTimes(2);
  expect(button.textContent).toBe('60s');
});
