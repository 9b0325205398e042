import type { Observable } from 'rxjs';
import { Subject, filter, map } from './rx';
import type { SiteBus, SiteEvent, SiteEventName, SiteEvents } from '@site/shared';

/** The site's RxJS event bus: one Subject, typed by the event map of shared. */
export function createBus(): SiteBus & { events$: Observable<SiteEvent> } {
  const subject = new Subject<SiteEvent>();
  const on = <K extends SiteEventName>(type: K): Observable<SiteEvents[K]> =>
    subject.pipe(
      filter((e): e is SiteEvent<K> => e.type === type),
      map((e) => e.payload),
    );
  return {
    events$: subject.asObservable(),
    emit: (type, payload) => subject.next({ type, payload } as SiteEvent),
    on,
    subscribe: (type, handler) => {
      const sub = on(type).subscribe(handler);
      return () => sub.unsubscribe();
    },
  };
}
