import { useCallback } from 'react';
import { queryMemberBanksInfoList, withdrawAddList, withdrawInfo, type ResponseOf } from '@site/shared';
import { readsTogether, useApi, useInvalidate } from '@site/shared/query';

export type AddOptions = ResponseOf<typeof withdrawAddList>;

/**
 * The member's accounts (queryMemberBanksInfoList) and what may be added (withdraw/add/list), read together;
 * changed() after an account is added or removed (the withdrawal page's accounts are read again too).
 */
export function useCards() {
  const silent = { call: { silent: true } };
  const list = useApi(queryMemberBanksInfoList, {}, silent);
  const options = useApi(withdrawAddList, {}, silent);
  const invalidate = useInvalidate();
  const changed = useCallback(() => invalidate(queryMemberBanksInfoList, withdrawAddList, withdrawInfo), [invalidate]);
  const data = list.data && options.data ? { cards: list.data.cards, options: options.data } : null;
  return { read: readsTogether(list, options), data, changed };
}
