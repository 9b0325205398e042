import type { RemoteFolder } from '../shared/src/remotes';

/**
 * The journeys each remote's pages take part in: what `npm run test:remote -- <remote>` plays, beside the remote's
 * unit tests, against a composed site. A journey may belong to several remotes (registering leads to the deposit-limit
 * offer, a withdrawal shows in the statements); the shell's and ops' own journeys (routing, flags, the registry, canaries,
 * the first load) belong to none: npm test plays every journey.
 */
export const JOURNEYS_BY_REMOTE: Readonly<Record<RemoteFolder, readonly string[]>> = {
  'mf-auth': ['auth.spec.ts', 'deposit-limits.spec.ts', 'zh-tw.spec.ts'],
  'mf-sports': [
    'sports.spec.ts',
    'bet-slip.spec.ts',
    'bet-builder.spec.ts',
    'booking-code.spec.ts',
    'cash-out-more.spec.ts',
    'edit-bet.spec.ts',
    'favourites-search.spec.ts',
    'match-tracker.spec.ts',
    'odds-floor.spec.ts',
    'quick-bet.spec.ts',
    'series-families.spec.ts',
    'price-seam.spec.ts',
    'language-seam.spec.ts',
  ],
  'mf-casino': ['casino.spec.ts', 'baccarat-roads.spec.ts', 'venue-funding.spec.ts', 'language-seam.spec.ts'],
  'mf-member': [
    'member-funds.spec.ts',
    'member-profile.spec.ts',
    'member-vip.spec.ts',
    'member-feedback.spec.ts',
    'wallet.spec.ts',
    'statements.spec.ts',
    'withdraw-password-guard.spec.ts',
    'withdraw-tracker.spec.ts',
    'bind-real-name.spec.ts',
    'bet-record.spec.ts',
    'deposit-limits.spec.ts',
  ],
  'mf-activity': ['activity.spec.ts', 'chat.spec.ts', 'site-pages.spec.ts'],
  'mf-help': ['help.spec.ts', 'phone.spec.ts'],
};
