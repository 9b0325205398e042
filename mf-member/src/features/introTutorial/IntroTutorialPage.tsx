import { memberGradeInfoByGrade } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { useApi } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { VipTabs } from '../vip';
import { LESSONS, lessonDone } from './tutorial-lessons';
import { vipStyles as styles } from '../vip';

/** /mine/introTutorial: the beginner's tutorial, each lesson marked done from the member's own figures. */
export function IntroTutorialPage() {
  const { i18n, navigate } = usePlatform();
  const t = useT(i18n, NS);
  const figures = useApi(memberGradeInfoByGrade, {}, { call: { silent: true } }).data?.progress ?? null;

  return (
    <section className={styles.page} data-testid="tutorial-page">
      <VipTabs current="introTutorial" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('tutorial.title')}</h1>
      <p className={styles.muted}>{t('tutorial.intro')}</p>
      {LESSONS.map((lesson, i) => {
        const done = lessonDone(lesson, figures);
        return (
          <article key={lesson.id} className={`${styles.card} ${styles.lesson}`} data-testid={`tutorial-${lesson.id}`}>
            <span className={styles.lessonNo} aria-hidden="true">
              {i + 1}
            </span>
            <div className={styles.lessonBody}>
              <div className={styles.lessonHead}>
                <h2 className={styles.sectionTitle}>{t(`tutorial.${lesson.id}.title`)}</h2>
                {done ? (
                  <span className={styles.done} data-testid={`tutorial-${lesson.id}-done`}>
                    ✓ {t('tutorial.done')}
                  </span>
                ) : null}
              </div>
              <ol className={styles.steps}>
                {Array.from({ length: lesson.steps }, (_, n) => (
                  <li key={n}>{t(`tutorial.${lesson.id}.steps.${n + 1}`)}</li>
                ))}
              </ol>
              <div className={styles.links}>
                {lesson.route ? (
                  <button type="button" className={styles.primary} onClick={() => navigate.to({ name: lesson.route ?? 'home' })}>
                    {t(`tutorial.${lesson.id}.go`)}
                  </button>
                ) : null}
                <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'helpTopic', params: { topic: lesson.helpTopic } })}>
                  {t('tutorial.more')}
                </button>
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}
