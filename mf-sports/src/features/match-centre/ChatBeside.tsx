import { EXPOSED } from '@site/kit';
import { CHAT_SPORTS_ROOM } from '@site/shared';
import { usePlatform } from '@site/shared/react';

/** The chat room beside the board (mf-activity's ./chat, the sports room that also hears every goal). */
export function ChatBeside() {
  const { RemoteView } = usePlatform();
  return <RemoteView module={EXPOSED.mf_activity.chat} props={{ rid: CHAT_SPORTS_ROOM, variant: 'side' }} />;
}
