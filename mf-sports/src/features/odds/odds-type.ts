import { createContext, useCallback, useContext, useState } from 'react';
import { oddsType as oddsTypeValue, type OddsType } from '@site/shared';
import { usePlatform } from '@site/shared/react';

/** The odds type the page shows (spec §4: hong kong by default), kept in platform storage. */
export const OddsTypeContext = createContext<OddsType>('H');
export const useOddsType = () => useContext(OddsTypeContext);

/** The chosen odds type and its setter (which stores it). */
export function useStoredOddsType(): [OddsType, (type: OddsType) => void] {
  const { storage } = usePlatform();
  const [type, setType] = useState<OddsType>(() => storage.get(oddsTypeValue));
  const choose = useCallback(
    (next: OddsType) => {
      storage.set(oddsTypeValue, next);
      setType(next);
    },
    [storage],
  );
  return [type, choose];
}
