import { z } from '@site/shared/zod';
import { defineSubPage, memberGradeConfigList, memberGradeInfoByGrade } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readsTogether, ReadStates, useApi } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { Money } from '../wallet';
import { readTexts } from '../../components/read-texts';
import { TableRegion } from './TableRegion';
import { VipTabs } from './VipTabs';
import styles from './vip.module.css';

/** ?grade=3 shows VIP3's privileges (a reload or a shared link shows the same); none: the member's own grade. */
export const vipDetailSubPage = defineSubPage({ grade: z.coerce.number().int().min(0).max(99).optional() });

/** /mine/vip/detail: one grade's requirements and privileges, and its rebate ratio per game type. */
export function VipDetailPage() {
  const { i18n, navigate, route } = usePlatform();
  const t = useT(i18n, NS);
  const { grade } = vipDetailSubPage.read(route.query);
  const silent = { call: { silent: true } };
  const reads = [useApi(memberGradeInfoByGrade, grade === undefined ? {} : { grade }, silent), useApi(memberGradeConfigList, {}, silent)] as const;
  const data = reads[0].data && reads[1].data ? ([reads[0].data, reads[1].data] as const) : null;

  return (
    <section className={styles.page} data-testid="vip-detail-page">
      <VipTabs current="vipDetail" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('vip.detailTitle')}</h1>
      <ReadStates read={readsTogether(...reads)} texts={readTexts(t)} />
      {data
        ? (() => {
            const [info, configs] = data;
            const shown = info.config;
            const mine = info.progress.grade;
            return (
              <>
                <div className={styles.chips} role="group" aria-label={t('vip.pickGrade')}>
                  {configs.list.map((g) => (
                    <button
                      key={g.grade}
                      type="button"
                      className={styles.chip}
                      aria-pressed={g.grade === shown.grade}
                      data-testid={`vip-detail-grade-${g.grade}`}
                      onClick={() => navigate.query(vipDetailSubPage.query({ grade: g.grade === mine ? undefined : g.grade }))}
                    >
                      {g.name}
                    </button>
                  ))}
                </div>
                <div className={styles.card} data-testid="vip-detail">
                  <h2 className={styles.sectionTitle}>
                    {shown.name}
                    {shown.grade === mine ? ` · ${t('vip.yours')}` : ''}
                  </h2>
                  <p className={styles.muted}>{t('vip.requirement', { deposit: shown.deposit, bet: shown.validBet })}</p>
                  <div className={styles.figures}>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('vip.upgradeBonus')}</span>
                      <Money className={styles.big} value={shown.upgradeBonus} testId="vip-detail-upgrade" />
                    </div>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('vip.weekGift')}</span>
                      <Money className={styles.big} value={shown.weekGift} />
                    </div>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('vip.rebate')}</span>
                      <span className={styles.big}>{shown.rebatePercent}%</span>
                    </div>
                    <div className={styles.figure}>
                      <span className={styles.label}>{t('vip.multiple')}</span>
                      <span className={styles.big}>{t('vip.times', { n: shown.turnoverMultiple })}</span>
                    </div>
                  </div>
                  <TableRegion label={t('vip.detailTitle')}>
                    <table className={styles.table} data-testid="vip-detail-rebates">
                      <thead>
                        <tr>
                          <th>{t('vip.gameType')}</th>
                          <th>{t('vip.ratio')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {info.rebates.map((r) => (
                          <tr key={r.gameType}>
                            <td>{t(`vip.gameTypes.${r.gameType}`, { defaultValue: r.name })}</td>
                            <td>{r.percent}%</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableRegion>
                </div>
              </>
            );
          })()
        : null}
    </section>
  );
}
