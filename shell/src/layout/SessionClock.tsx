import { useEffect, useRef, useState } from 'react';
import { realitySummary, responsibleInfo, sessionElapsedText } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { afterCheck, NO_REALITY_CHECK, realityCheckDue, scheduleOf, type RealitySchedule } from '../platform/reality-check';
import styles from './layout.module.css';

/**
 * The responsible-gambling session clock, on every page while logged in: the elapsed session time
 * in the header and, every chosen interval (set on /mine/responsible), the reality check dialog
 * with the session's time, stakes and net result: continue or log out. One owner for the whole site.
 */
export function SessionClock({ token }: { token: string }) {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const schedule = useRef<RealitySchedule>(NO_REALITY_CHECK);
  const asking = useRef(false);

  // The session start (server) on the browser's clock, and the chosen interval; again after a change on /mine/responsible.
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const [info, summary] = await Promise.all([p.http.call(responsibleInfo, {}, { silent: true }), p.http.call(realitySummary, {}, { silent: true })]);
        if (!live) return;
        const local = Date.now() - summary.elapsedMs;
        setStartedAt(local);
        schedule.current = scheduleOf(info.realityCheckMinutes, local, Date.now());
      } catch {
        // No clock without the session's facts; the page keeps working.
      }
    };
    void load();
    const off = p.bus.subscribe('responsible:changed', (c) => {
      schedule.current = scheduleOf(c.realityCheckMinutes, schedule.current.startedAt || Date.now(), Date.now());
    });
    return () => {
      live = false;
      off();
    };
  }, [p.http, p.bus, token]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (asking.current || !realityCheckDue(schedule.current, now)) return;
    asking.current = true;
    void (async () => {
      try {
        const s = await p.http.call(realitySummary, {}, { silent: true });
        const keepPlaying = await p.dialogs.confirm({
          title: t('realityCheck.title'),
          content: t('realityCheck.content', { time: sessionElapsedText(s.elapsedMs), stakes: s.stakes.toFixed(2), net: s.net.toFixed(2) }),
          confirmText: t('realityCheck.continue'),
          cancelText: t('realityCheck.logout'),
        });
        if (!keepPlaying) {
          await p.sessionStore.logout();
          p.navigate.to({ name: 'home' });
        }
      } catch {
        // Asked again at the next interval.
      } finally {
        schedule.current = afterCheck(schedule.current, Date.now());
        asking.current = false;
      }
    })();
  }, [now, p, t]);

  if (startedAt === null) return null;
  return (
    <span className={styles.sessionClock} data-testid="session-clock" title={t('realityCheck.elapsedTitle')}>
      <span className={styles.srOnly}>{t('realityCheck.elapsed')}</span>
      {sessionElapsedText(now - startedAt)}
    </span>
  );
}
