import { useEffect, useState } from 'react';
import type { AuthModeValue, MountProps } from '@site/shared';
import { addCatalogs, useT } from '@site/shared/react';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';

/** The auth dialog host (the forms arrive with the auth issue): opened by bus events, never by a route. */
export function AuthDialog(props: MountProps & { openWith?: { mode: AuthModeValue } }) {
  addCatalogs(props.i18n, 'mf_auth', { 'zh-CN': zhCN, 'zh-TW': zhTW });
  const t = useT(props.i18n, 'mf_auth');
  const [mode, setMode] = useState<AuthModeValue | null>(props.openWith?.mode ?? null);
  useEffect(() => props.bus.subscribe('auth:login', (e) => setMode(e.mode ?? 1)), [props.bus]);
  if (mode === null) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label={t('dialog.title')} data-testid="auth-dialog" data-mode={mode}>
      <button type="button" onClick={() => setMode(null)}>{t('dialog.close')}</button>
    </div>
  );
}
