import { listPageOf, type MountProps } from '@site/shared';
import { usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { useCasinoCatalogs } from './i18n/catalog';
import { VenueListPage } from './features/venue-list/VenueListPage';
import { VenturePage } from './features/venture/VenturePage';
import { GameFramePage } from './features/game-frame/GameFramePage';
import { SlotFramePage } from './features/game-frame/SlotFramePage';

/** Root of the ./app parcel: the casino pages of spec §2 by route name. */
export const App = withPlatform(function CasinoApp({ i18n }: MountProps) {
  useCasinoCatalogs(i18n);
  return <CasinoPage />;
});

function CasinoPage() {
  const { route, i18n, navigate } = usePlatform();
  const list = listPageOf(route.name);
  if (list) return <VenueListPage key={list.route} page={list} />;
  switch (route.name) {
    case 'venture':
      return <VenturePage />;
    case 'game':
      return <GameFramePage key={route.params['info']} />;
    case 'pgGame':
    case 'dzGame':
      return <SlotFramePage key={route.name} />;
    default:
      return <NotOpenYet ns="mf_casino" i18n={i18n} route={route} navigate={navigate} />;
  }
}
