import { useRef, type KeyboardEvent } from 'react';
import { AuthMode, type AuthModeValue } from '@site/shared';
import { useAuthT } from '../hooks/use-auth-t';
import styles from './tabs.module.css';

const TABS = [
  { mode: AuthMode.LOGIN, key: 'dialog.login', id: 'login' },
  { mode: AuthMode.REGISTER, key: 'dialog.register', id: 'register' },
] as const;

/** Login / register tabs (arrow keys move between them, as a tablist should). */
export function AuthTabs({ mode, onSwitch }: { mode: AuthModeValue; onSwitch(mode: AuthModeValue): void }) {
  const t = useAuthT();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const i = TABS.findIndex((tab) => tab.mode === mode);
    const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    onSwitch(next.mode);
    refs.current[TABS.indexOf(next)]?.focus();
  }
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('dialog.tabs')} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={mode === tab.mode}
          tabIndex={mode === tab.mode ? 0 : -1}
          className={`${styles.tab} ${mode === tab.mode ? styles.active : ''}`}
          onClick={() => onSwitch(tab.mode)}
          data-testid={`tab-${tab.id}`}
        >
          {t(tab.key)}
        </button>
      ))}
    </div>
  );
}
