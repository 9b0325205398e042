import type { MountProps } from '@site/shared';
import { usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { useSportsCatalogs } from './i18n/catalog';
import { MatchCentrePage } from './features/match-centre/MatchCentrePage';

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
    default:
      return <NotOpenYet ns="mf_sports" i18n={i18n} route={route} navigate={navigate} />;
  }
}
