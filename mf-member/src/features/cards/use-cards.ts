import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, queryMemberBanksInfoList, withdrawAddList, type ResponseOf, type WithdrawCard } from '@site/shared';
import { usePlatform } from '@site/shared/react';

export type AddOptions = ResponseOf<typeof withdrawAddList>;
export type CardsLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; cards: WithdrawCard[]; options: AddOptions };

/** The member's accounts (queryMemberBanksInfoList) and what may be added (withdraw/add/list), loaded together. */
export function useCards() {
  const { http } = usePlatform();
  const [load, setLoad] = useState<CardsLoad>({ status: 'loading' });
  const generation = useRef(0);
  const reload = useCallback((): Promise<void> => {
    const mine = ++generation.current;
    return Promise.all([http.call(queryMemberBanksInfoList, {}, { silent: true }), http.call(withdrawAddList, {}, { silent: true })]).then(
      ([list, options]) => {
        if (mine === generation.current) setLoad({ status: 'ready', cards: list.cards, options });
      },
      (e: unknown) => {
        if (mine === generation.current) setLoad({ status: 'failed', message: messageOf(e) });
      },
    );
  }, [http]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
