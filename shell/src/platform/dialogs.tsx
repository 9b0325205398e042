import { makeAutoObservable } from 'mobx';
import type { ConfirmOptions, Dialogs, TipsOptions, ToastKind } from '@site/shared';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}
export interface OpenDialog {
  id: number;
  kind: 'confirm' | 'tips';
  options: ConfirmOptions | TipsOptions;
  resolve(value: boolean): void;
}

/** State of the dialog kit: the DialogHost renders it. */
export class DialogState {
  toasts: ToastItem[] = [];
  dialogs: OpenDialog[] = [];
  private seq = 1;
  constructor() {
    makeAutoObservable(this);
  }
  toast(message: string, kind: ToastKind = 'info', ms = 3000): void {
    const id = this.seq++;
    this.toasts.push({ id, message, kind });
    setTimeout(() => this.dismissToast(id), ms);
  }
  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
  open(kind: OpenDialog['kind'], options: ConfirmOptions | TipsOptions): Promise<boolean> {
    return new Promise((resolve) => {
      const id = this.seq++;
      this.dialogs.push({ id, kind, options, resolve });
    });
  }
  close(id: number, value: boolean): void {
    const d = this.dialogs.find((x) => x.id === id);
    this.dialogs = this.dialogs.filter((x) => x.id !== id);
    d?.resolve(value);
  }
}

export function createDialogs(state: DialogState, openLogin: () => void): Dialogs {
  return {
    toast: (message, kind) => state.toast(message, kind),
    confirm: (options) => state.open('confirm', options),
    tips: (options) => state.open('tips', options),
    async loginRequired() {
      const ok = await state.open('confirm', { title: '温馨提示', content: '请先登录账号，才能了解更多', confirmText: '去登录' });
      if (ok) openLogin();
    },
    loading(message = '加载中...') {
      const id = Date.now();
      state.toasts.push({ id, message, kind: 'info' });
      const timer = setTimeout(() => state.dismissToast(id), 3000);
      return {
        close() {
          clearTimeout(timer);
          state.dismissToast(id);
        },
      };
    },
  };
}
