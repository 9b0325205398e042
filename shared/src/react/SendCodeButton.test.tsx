/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SendCodeButton, useCountdown, type SendCodeTexts } from './send-code';

const texts: SendCodeTexts = { send: '获取验证码', resend: '重新发送', counting: (left) => `${left}秒后重发` };

function Harness({ busy = false, seconds }: { busy?: boolean; seconds?: number }) {
  const countdown = useCountdown();
  return <SendCodeButton countdown={countdown} busy={busy} onSend={() => countdown.start(seconds)} texts={texts} className="own-style" testId="code" />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SendCodeButton (one send-code button for every form that sends a code)', () => {
  it("reads the remote's words, tells its countdown to screen readers, and counts the api's wait when it names one", () => {
    render(<Harness seconds={5} />);
    const button = screen.getByTestId('code') as HTMLButtonElement;
    expect(button.getAttribute('aria-live')).toBe('polite');
    expect(button.className).toBe('own-style');
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('获取验证码');
    fireEvent.click(button);
    expect(button.textContent).toBe('5秒后重发');
    expect(button.disabled).toBe(true);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(button.textContent).toBe('重新发送');
    expect(button.disabled).toBe(false);
  });

  it('is disabled while a send is under way', () => {
    render(<Harness busy />);
    expect((screen.getByTestId('code') as HTMLButtonElement).disabled).toBe(true);
  });
});
