import { NavLink } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { buildPath, LOCAL_SPORT_VENUE, MENU_SECTIONS, venueOffered, type SiteFlags } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { SECTION_COLOR } from './section-badges';
import { shownWithDepositFlag } from './deposit-visibility';
import styles from './layout.module.css';

const GAME_SECTIONS = ['home', 'sport', 'realbet', 'chess', 'gaming', 'lottery', 'egame', 'fish', 'venture', 'discount', 'sponsor', 'app', 'customer'];
const MEMBER_SECTIONS = ['save_money', 'transfer_money', 'take_money', 'profile', 'vip', 'Welfare', 'bet_record', 'trade_record', 'message'];

function pathOf(route: string): string {
  const [name, topic] = route.split(':');
  return buildPath(name!, topic ? { topic } : {}) ?? '/';
}

/**
 * With the site flag skipSportsPage on, the sport entry enters the sports venue instead of the sports page; not when
 * selfRunSport is off (that venue is not offered then, venueOffered): the entry keeps the sports page.
 */
export function opensSportVenue(m: { section: string }, flags: Pick<SiteFlags, 'skipSportsPage' | 'selfRunSport'> | null | undefined): boolean {
  return m.section === 'sport' && flags?.skipSportsPage === true && venueOffered(LOCAL_SPORT_VENUE, flags);
}

/** The main menu, built from the page-section identifiers of spec §2. */
export const MainMenu = observer(function MainMenu() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const items = MENU_SECTIONS.filter((m) => GAME_SECTIONS.includes(m.section) && shownWithDepositFlag(pathOf(m.route), p.siteStore.flags?.siteDeposit));
  const siteDeposit = p.siteStore.flags?.siteDeposit;
  const member = MENU_SECTIONS.filter((m) => MEMBER_SECTIONS.includes(m.section) && shownWithDepositFlag(pathOf(m.route), siteDeposit));
  // flags.hideNavIcons: the menu as text only.
  const icons = p.siteStore.flags ? !p.siteStore.flags.hideNavIcons : false;
  return (
    <nav className={styles.menu} aria-label={t('header.mainMenu')}>
      <ul className={styles.menuList}>
        {items.map((m) => {
          const label = (
            <>
              {icons ? (
                <span className={styles.navIcon} style={{ background: SECTION_COLOR[m.section] }} aria-hidden="true" data-testid="nav-icon">
                  {t(`home.badges.${m.section}`)}
                </span>
              ) : null}
              {t(`menu.${m.section}`)}
            </>
          );
          return (
            <li key={m.section}>
              {opensSportVenue(m, p.siteStore.flags) ? (
                // flags.skipSportsPage: the sport entry opens the sports venue itself (venue entry: login prompt, launch).
                <button
                  type="button"
                  data-section={m.section}
                  className={styles.menuItem}
                  onClick={() => p.bus.emit('venue:enter', { enName: LOCAL_SPORT_VENUE, gameCode: '', isActivity: false })}
                >
                  {label}
                </button>
              ) : (
                <NavLink
                  to={pathOf(m.route)}
                  data-section={m.section}
                  className={({ isActive }) => (isActive ? `${styles.menuItem} ${styles.active}` : styles.menuItem)}
                >
                  {label}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      {p.sessionStore.isLoggedIn ? (
        <ul className={styles.memberList} aria-label={t('header.memberMenu')}>
          {member.map((m) => (
            <li key={m.section}>
              <NavLink to={pathOf(m.route)} data-section={m.section} className={styles.memberItem}>
                {t(`menu.${m.section}`)}
                {m.section === 'message' && p.unreadStore.total > 0 ? <span className={styles.badge}>{p.unreadStore.total}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
});
