import { useEffect, useState } from 'react';
import { afterLoadIdle } from '../platform/after-load-idle';

/** False until the page has loaded and the browser has been idle (afterLoadIdle): for parts no first page waits for. */
export function useAfterLoadIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let alive = true;
    afterLoadIdle(() => {
      if (alive) setIdle(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return idle;
}
