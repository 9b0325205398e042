import { useEffect, useState } from 'react';
import { usePlatform } from '@site/shared/react';

/** Feedback replies not yet opened (the header's feedback unreadNum), kept current through the bus's unread:changed. */
export function useFeedbackUnread(): number {
  const { stores, bus } = usePlatform();
  const [count, setCount] = useState(stores.unread.feedback);
  useEffect(() => bus.subscribe('unread:changed', (u) => setCount(u.feedback)), [bus]);
  useEffect(() => {
    void stores.unread.refresh().catch(() => undefined);
  }, [stores.unread]);
  return count;
}
