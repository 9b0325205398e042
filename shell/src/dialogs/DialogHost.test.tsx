/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPlatform, type Platform } from '../platform/create-platform';
import { PlatformContext } from '../platform/platform-context';
import { DialogHost } from './DialogHost';
import { LOADING_TOAST_MS } from '../platform/dialogs';

function setup(): Platform {
  const p = createPlatform(() => () => null, { deviceId: () => 'test-device' });
  render(
    <PlatformContext.Provider value={p}>
      <button type="button">opener</button>
      <DialogHost />
    </PlatformContext.Provider>,
  );
  return p;
}

function openFrom<T>(open: () => T): T {
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  let out!: T;
  act(() => {
    out = open();
  });
  return out;
}

afterEach(() => jest.useRealTimers());

describe('confirm dialog', () => {
  it('is a labelled dialog; focus moves in, Tab cycles, Esc closes with false and focus returns', async () => {
    const p = setup();
    const result = openFrom(() => p.dialogs.confirm({ title: '删除', content: '确定删除吗？' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toContain('删除');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toContain('确定删除吗？');
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(document.activeElement).toBe(confirm);
    // Tab from the last button cycles to the first (×), Shift+Tab from the first to the last.
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    act(() => {
      fireEvent.keyDown(confirm, { key: 'Escape' });
    });
    await expect(result).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'opener' }));
  });
  it('resolves true on confirm, and has cancel unless single', async () => {
    const p = setup();
    const r = openFrom(() => p.dialogs.confirm({ content: 'x', confirmText: '好的', cancelText: '算了' }));
    expect(screen.getByRole('button', { name: '算了' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: '好的' }).click());
    await expect(r).resolves.toBe(true);
    openFrom(() => p.dialogs.confirm({ content: 'y', single: true }));
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(screen.getByRole('heading').textContent).toContain('温馨提示');
  });
});

describe('tips dialog', () => {
  it('shows the optional cancel and custom texts, closes with ×', async () => {
    const p = setup();
    const r = openFrom(() => p.dialogs.tips({ title: '提示', message: '请完善资料', showCancel: true, confirmText: '去完善', cancelText: '稍后' }));
    expect(screen.getByRole('button', { name: '稍后' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: '关闭' }).click());
    await expect(r).resolves.toBe(false);
  });
  it('a non-closable tips dialog (6302) is an alertdialog without × that Esc does not close', () => {
    const p = setup();
    openFrom(() => p.effects.reenterGame());
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('数据错误，请重新进入游戏');
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '确定' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('login-required prompt', () => {
  it('confirm emits auth:login', () => {
    const p = setup();
    const seen: unknown[] = [];
    p.bus.subscribe('auth:login', (e) => seen.push(e));
    openFrom(() => void p.dialogs.loginRequired());
    expect(screen.getByRole('dialog').textContent).toContain('请先登录账号，才能了解更多');
    return act(async () => {
      screen.getByRole('button', { name: '去登录' }).click();
    }).then(() => expect(seen).toEqual([{ mode: 1 }]));
  });
});

describe('toasts', () => {
  it('shows each kind at the bottom and the loading toast closes itself after 3 s', () => {
    jest.useFakeTimers();
    const p = setup();
    act(() => {
      p.dialogs.toast('保存成功', 'success');
      p.dialogs.toast('出错了', 'error');
      p.dialogs.loading();
    });
    expect(screen.getAllByTestId('toast').map((t) => t.dataset.kind)).toEqual(['success', 'error']);
    expect(screen.getByTestId('loading-toast').textContent).toContain('加载中...');
    act(() => {
      jest.advanceTimersByTime(LOADING_TOAST_MS - 1);
    });
    expect(screen.getByTestId('loading-toast')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('loading-toast')).toBeNull();
  });
  it('the loading toast can be closed early, and the same message shows once', () => {
    const p = setup();
    let handle!: { close(): void };
    act(() => {
      handle = p.dialogs.loading('启动中');
      p.dialogs.toast('同一条', 'info');
      p.dialogs.toast('同一条', 'info');
    });
    expect(screen.getAllByText('同一条')).toHaveLength(1);
    act(() => handle.close());
    expect(screen.queryByText('启动中')).toBeNull();
  });
});
