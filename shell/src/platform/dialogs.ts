import { makeAutoObservable } from 'mobx';
import type { ConfirmOptions, Dialogs, TipsOptions, ToastKind } from '@site/shared';

export const TOAST_MS = 3000;
/** The loading toast closes itself after 3 s (spec §9). */
export const LOADING_TOAST_MS = 3000;

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  loading: boolean;
}
export type DialogKind = 'confirm' | 'tips';
export interface OpenDialog {
  id: number;
  kind: DialogKind;
  options: ConfirmOptions | TipsOptions;
  /** The element focused when the dialog opened: focus returns there on close. */
  opener: HTMLElement | null;
  resolve(value: boolean): void;
}

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/** State of the dialog kit (toasts at the bottom + stacked dialogs); DialogHost renders it. */
export class DialogState {
  toasts: ToastItem[] = [];
  dialogs: OpenDialog[] = [];
  private seq = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<DialogState, 'timers'>(this, { timers: false });
  }

  /** Shows a toast; the same message already showing is kept once and its time restarted. */
  toast(message: string, kind: ToastKind = 'info', ms = TOAST_MS, loading = false): number {
    const same = this.toasts.find((t) => t.message === message && t.kind === kind && t.loading === loading);
    const id = same ? same.id : this.seq++;
    if (!same) this.toasts.push({ id, message, kind, loading });
    const old = this.timers.get(id);
    if (old) clearTimeout(old);
    this.timers.set(
      id,
      setTimeout(() => this.dismissToast(id), ms),
    );
    return id;
  }

  dismissToast(id: number): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  open(kind: DialogKind, options: ConfirmOptions | TipsOptions): Promise<boolean> {
    return new Promise((resolve) => {
      this.dialogs.push({ id: this.seq++, kind, options, opener: activeElement(), resolve });
    });
  }

  close(id: number, value: boolean): void {
    const d = this.dialogs.find((x) => x.id === id);
    this.dialogs = this.dialogs.filter((x) => x.id !== id);
    d?.resolve(value);
  }
}

export interface DialogTexts {
  loginRequiredTitle: string;
  loginRequiredContent: string;
  loginRequiredConfirm: string;
  loading: string;
}

/** The dialog kit handed to remotes (PlatformProps.dialogs). */
export function createDialogs(state: DialogState, deps: { openLogin(): void; texts(): DialogTexts }): Dialogs {
  return {
    toast: (message, kind) => {
      state.toast(message, kind);
    },
    confirm: (options) => state.open('confirm', options),
    tips: (options) => state.open('tips', { closable: true, ...options }),
    async loginRequired() {
      const t = deps.texts();
      const ok = await state.open('confirm', { title: t.loginRequiredTitle, content: t.loginRequiredContent, confirmText: t.loginRequiredConfirm });
      if (ok) deps.openLogin();
    },
    loading(message) {
      const id = state.toast(message ?? deps.texts().loading, 'info', LOADING_TOAST_MS, true);
      return { close: () => state.dismissToast(id) };
    },
  };
}
