import type { ToastKind } from '@site/shared';
import type { Platform } from './create-platform';

/** Local development hosts only: the dialog kit is not exposed on a deployed site. */
export function isDevHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export interface DevDialogs {
  confirm(): Promise<boolean>;
  single(): Promise<boolean>;
  tips(): Promise<boolean>;
  bindRealName(): void;
  reenterGame(): void;
  loginRequired(): Promise<void>;
  loading(): void;
  toast(kind: ToastKind): void;
}

/**
 * window.__siteDialogs on localhost: opens each kind of dialog of the kit so the keyboard
 * behaviour can be checked by hand and by the Playwright journey.
 */
export function installDevDialogs(p: Platform, target: Window = window): void {
  if (!isDevHost(target.location.hostname)) return;
  const t = (key: string) => p.i18n.t(key, { ns: 'shell' });
  const api: DevDialogs = {
    confirm: () => p.dialogs.confirm({ content: t('dev.confirmContent') }),
    single: () => p.dialogs.confirm({ content: t('dev.confirmContent'), single: true }),
    tips: () => p.dialogs.tips({ message: t('dev.tipsMessage'), showCancel: true }),
    bindRealName: () => p.effects.bindRealName(t('errors.6449')),
    reenterGame: () => p.effects.reenterGame(),
    loginRequired: () => p.dialogs.loginRequired(),
    loading: () => {
      p.dialogs.loading();
    },
    toast: (kind) => p.dialogs.toast(t('dev.toast'), kind),
  };
  (target as unknown as { __siteDialogs: DevDialogs }).__siteDialogs = api;
}
