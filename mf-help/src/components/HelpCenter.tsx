import { useEffect, useRef } from 'react';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../i18n/catalog';
import { topicFromRoute } from '../topics';
import { HelpMenu } from './HelpMenu';
import { HelpArticle } from './HelpArticle';
import { TopicNotFound } from './TopicNotFound';
import { CustomerServicePanel } from './CustomerServicePanel';
import styles from './HelpCenter.module.css';

/** /app/help/:topic — side menu + the article of the topic in the route (updated, not remounted). */
export function HelpCenter() {
  const { route, navigate, i18n } = usePlatform();
  const t = useT(i18n, NS);
  const request = topicFromRoute(route);
  const shownKey = request.kind === 'topic' ? request.topic : `?${request.raw}`;

  // A new topic starts at the top of the page (not on the first mount: the shell placed us).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    mounted.current = true;
  }, [shownKey]);

  return (
    <div className={styles.layout} data-testid="help-center">
      <HelpMenu current={request.kind === 'topic' ? request.topic : null} navigate={navigate} t={t} />
      <div className={styles.content}>
        {request.kind === 'topic' ? (
          <HelpArticle topic={request.topic} navigate={navigate} t={t}>
            {request.topic === 'zxkf' ? <CustomerServicePanel t={t} /> : null}
          </HelpArticle>
        ) : (
          <TopicNotFound raw={request.raw} navigate={navigate} t={t} />
        )}
      </div>
    </div>
  );
}
