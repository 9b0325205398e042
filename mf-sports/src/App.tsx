import { lazy, Suspense } from 'react';
import type { MountProps } from '@site/shared';
import { usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { useSportsCatalogs } from './i18n/catalog';
import { MatchCentrePage } from './features/match-centre/MatchCentrePage';

// A booking code's page: its own chunk, never evaluated by the match centre.
const BookingCodePage = lazy(() => import(/* webpackChunkName: "sports-booking-page" */ './features/booking-code/BookingCodePage'));

/** Root of the ./app parcel: the local sport venue's pages by route name. */
export const App = withPlatform(function SportsApp({ i18n }: MountProps) {
  useSportsCatalogs(i18n);
  return <SportsPage />;
});

function SportsPage() {
  const { route, i18n, navigate } = usePlatform();
  switch (route.name) {
    case 'localSport':
      return <MatchCentrePage key={route.params['enName']} />;
    case 'bookingCode':
      return (
        <Suspense fallback={null}>
          <BookingCodePage key={route.params['code']} />
        </Suspense>
      );
    default:
      return <NotOpenYet ns="mf_sports" i18n={i18n} route={route} navigate={navigate} />;
  }
}
