import { useEffect, useEffectEvent } from 'react';
import type { SiteEventName } from '@site/shared';
import type { DialogEvent, DialogInbox } from './dialog-inbox';

/**
 * The parcel side: takes the inbox once mounted (the early events arrive first) and gives it
 * back on unmount. The handler may change between renders; the latest one is called.
 */
export function useDialogInbox<K extends SiteEventName>(inbox: DialogInbox<K>, handle: (event: DialogEvent<K>) => void): void {
  const onEvent = useEffectEvent((event: DialogEvent<K>) => handle(event));
  useEffect(() => inbox.take((event) => onEvent(event)), [inbox]);
}
