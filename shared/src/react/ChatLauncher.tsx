import type { ReactNode } from 'react';
import styles from './chat-launcher.module.css';

interface Props {
  /** The visible name (聊天室). */
  label: string;
  /** The accessible name (打开聊天室): it starts with what the button shows. */
  ariaLabel: string;
  onClick(): void;
  /** Pressed (before the click lands): the shell starts loading the room here. */
  onPointerDown?(): void;
  /** The room is on its way (the shell's launcher after the press). */
  busy?: boolean;
  /** Beside the label: the unread count, the reconnecting dot. */
  children?: ReactNode;
}

/**
 * The floating chat's launcher, the one look of it: the shell shows it until the player opens the chat (the
 * room's remote then loads), the room (mf-activity) shows it while collapsed. `data-testid="chat-launcher"`.
 */
export function ChatLauncher({ label, ariaLabel, onClick, onPointerDown, busy, children }: Props) {
  return (
    <button
      type="button"
      className={styles.launcher}
      onClick={onClick}
      onPointerDown={onPointerDown}
      aria-busy={busy || undefined}
      aria-label={ariaLabel}
      data-testid="chat-launcher"
    >
      <span>{label}</span>
      {children}
    </button>
  );
}
