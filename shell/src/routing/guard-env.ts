import type { Platform } from '../platform/create-platform';
import type { GuardEnv } from './guards';

/** The guards' view of the platform. */
export function guardEnvOf(p: Platform): GuardEnv {
  const t = (key: string) => p.i18n.t(key, { ns: 'shell' });
  return {
    isLoggedIn: () => p.sessionStore.isLoggedIn,
    // The call a member's first page asked for at its start is taken (not made twice), a call under way joined.
    loadUserInfo: () => p.sessionStore.joinUserInfo(),
    logoutLocally: () => p.sessionStore.clearLocal(),
    user: () => p.sessionStore.user,
    warn: (m) => p.dialogState.toast(m, 'warning'),
    loginFirstMessage: () => t('guard.loginFirst'),
    sessionJustExpired: () => p.relogin.expiredRecently(),
    refreshBalance: () => p.balanceStore.refresh(),
    siteDeposit: () => p.siteStore.flags?.siteDeposit,
    hideAgent: () => p.siteStore.flags?.hideAgent,
    selfRunSport: () => p.siteStore.flags?.selfRunSport,
    enterSportVenue: (enName) => p.siteStore.enterSportVenue(enName),
    leaveSportVenue: () => p.siteStore.leaveSportVenue(),
  };
}
