import { getGameFanshuiHighLow, memberGradeConfigList, memberGradeInfoByGrade } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readsTogether, ReadStates, useApi } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { Money } from '../wallet';
import { GradeHero } from './GradeHero';
import { readTexts } from '../../components/read-texts';
import { TableRegion } from './TableRegion';
import { VipTabs } from './VipTabs';
import styles from './vip.module.css';

/** /mine/vip: the member's grade, progress, the grade table and the rebate ranges per game type. */
export function VipPage() {
  const { i18n, navigate } = usePlatform();
  const t = useT(i18n, NS);
  const silent = { call: { silent: true } };
  const reads = [useApi(memberGradeInfoByGrade, {}, silent), useApi(memberGradeConfigList, {}, silent), useApi(getGameFanshuiHighLow, {}, silent)] as const;
  const data = reads[0].data && reads[1].data && reads[2].data ? ([reads[0].data, reads[1].data, reads[2].data] as const) : null;

  return (
    <section className={styles.page} data-testid="vip-page">
      <VipTabs current="vip" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('vip.title')}</h1>
      <ReadStates read={readsTogether(...reads)} texts={readTexts(t)} />
      {data ? (
        <>
          <GradeHero progress={data[0].progress} t={t} />
          <div className={styles.links}>
            <button type="button" className={styles.primary} onClick={() => navigate.to({ name: 'welfare' })}>
              {t('vip.toWelfare')}
            </button>
            <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'vipDetail' })}>
              {t('vip.toDetail')}
            </button>
            <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'exchange' })}>
              {t('vip.toExchange')}
            </button>
          </div>
          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('vip.grades')}</h2>
            <p className={styles.muted}>{t('vip.gradesNote')}</p>
            <TableRegion label={t('vip.grades')}>
              <table className={styles.table} data-testid="vip-grades">
                <thead>
                  <tr>
                    <th>{t('vip.grade')}</th>
                    <th>{t('vip.deposit')}</th>
                    <th>{t('vip.validBet')}</th>
                    <th>{t('vip.upgradeBonus')}</th>
                    <th>{t('vip.weekGift')}</th>
                    <th>{t('vip.rebate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data[1].list.map((g) => (
                    <tr
                      key={g.grade}
                      className={g.grade === data[0].progress.grade ? styles.current : undefined}
                      aria-current={g.grade === data[0].progress.grade ? 'true' : undefined}
                    >
                      <td>{g.name}</td>
                      <td>
                        <Money value={g.deposit} />
                      </td>
                      <td>
                        <Money value={g.validBet} />
                      </td>
                      <td>
                        <Money value={g.upgradeBonus} />
                      </td>
                      <td>
                        <Money value={g.weekGift} />
                      </td>
                      <td>{g.rebatePercent}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </div>
          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('vip.fanshui')}</h2>
            <TableRegion label={t('vip.fanshui')}>
              <table className={styles.table} data-testid="vip-fanshui">
                <thead>
                  <tr>
                    <th>{t('vip.gameType')}</th>
                    <th>{t('vip.range')}</th>
                    <th>{t('vip.mine')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data[2].list.map((r) => (
                    <tr key={r.gameType}>
                      <td>{t(`vip.gameTypes.${r.gameType}`, { defaultValue: r.name })}</td>
                      <td>
                        {r.low}% – {r.high}%
                      </td>
                      <td className={styles.in}>{r.mine}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </div>
        </>
      ) : null}
    </section>
  );
}
