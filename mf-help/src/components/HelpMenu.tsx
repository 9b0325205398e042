import type { Navigator } from '@site/shared';
import { TOPIC_GROUPS, type HelpTopic } from '../topics';
import { HelpLink } from './HelpLink';
import styles from './HelpMenu.module.css';

interface Props {
  current: HelpTopic | null;
  navigate: Navigator;
  t: (key: string) => string;
}

/** The side menu: all 23 topics in the spec's order, grouped, the current one highlighted. */
export function HelpMenu({ current, navigate, t }: Props) {
  return (
    <nav className={styles.menu} aria-label={t('center.menuLabel')} data-testid="help-menu">
      <p className={styles.title}>{t('center.title')}</p>
      {TOPIC_GROUPS.map((group) => (
        <div key={group.id} className={styles.group}>
          <p className={styles.groupLabel} id={`help-group-${group.id}`}>
            {t(`center.groups.${group.id}`)}
          </p>
          <ul className={styles.list} aria-labelledby={`help-group-${group.id}`}>
            {group.topics.map((topic) => (
              <li key={topic}>
                <HelpLink
                  topic={topic}
                  navigate={navigate}
                  current={topic === current}
                  className={topic === current ? `${styles.link} ${styles.active}` : styles.link}
                >
                  {t(`topics.${topic}.title`)}
                </HelpLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
