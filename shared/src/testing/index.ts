import { Subject, filter, map } from 'rxjs';
import type { SiteBus, SiteEvent, SiteEventName, SiteEvents } from '../events';

/** For the remotes' component tests only (never imported by a build): a real rxjs bus, as the shell's, that also records every event. */
export function testBus(): SiteBus & { emitted: SiteEvent[] } {
  const subject = new Subject<SiteEvent>();
  const emitted: SiteEvent[] = [];
  const on = <K extends SiteEventName>(type: K) =>
    subject.pipe(
      filter((e): e is SiteEvent<K> => e.type === type),
      map((e) => e.payload as SiteEvents[K]),
    );
  return {
    emitted,
    emit: (type, payload) => {
      const e = { type, payload } as SiteEvent;
      emitted.push(e);
      subject.next(e);
    },
    on,
    subscribe: (type, handler) => {
      const sub = on(type).subscribe(handler);
      return () => sub.unsubscribe();
    },
  };
}

export { testDialogs, testEffects, testHttp, testI18n, testI18nWithBackend, testNavigate } from './platform-doubles';
export { testSiteFlags } from './site-flags';
