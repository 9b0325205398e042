import type { MountProps } from '@site/shared';
import { CHAT_LOBBY, roomIdSchema } from '@site/shared';
import { withPlatform } from '@site/shared/react';
import { NS, useActivityCatalogs } from '../../i18n/catalog';
import { ChatRoom, type ChatVariant } from './ChatRoom';

/** The chat room's texts are the activity remote's catalog. */
export const CHAT_NS = NS;

/** Props of the ./chat parcel: which room (the lobby by default) and where it sits. */
export interface ChatProps extends MountProps {
  rid?: unknown;
  variant?: unknown;
  /** The floating panel starts open (the shell mounts it when the player opens its launcher). */
  open?: unknown;
}

/**
 * Root of the ./chat parcel: the shell mounts it as the floating panel (variant 'floating', the
 * lobby), the match centre beside its board (variant 'side', the match's room).
 */
export const ChatApp = withPlatform(function ChatRoot(props: ChatProps) {
  useActivityCatalogs(props.i18n);
  const rid = roomIdSchema.safeParse(props.rid).success ? (props.rid as string) : CHAT_LOBBY;
  const variant: ChatVariant = props.variant === 'side' ? 'side' : 'floating';
  return <ChatRoom key={rid} platform={props} rid={rid} variant={variant} startOpen={props.open === true} ns={CHAT_NS} />;
});
