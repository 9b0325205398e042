/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlatformProvider } from '@site/shared/react';
import { SiteQueryProvider } from '@site/shared/query';
import { gameList, getBonusPools, getVenueInfoByCategory, listPageOf, type Game, type Venue } from '@site/shared';
import { registerCasinoCatalogs } from '../../i18n/catalog';
import { fakeProps } from '../../test-support/fake-platform';
import { VenueListPage } from './VenueListPage';

const settle = () => act(async () => undefined);
const venue = (enName: string, hasGameList = true): Venue => ({
  channelCode: enName,
  enName,
  name: enName,
  category: 6,
  icon: `/venue-art/v/${enName}.svg`,
  maintenance: 0,
  activity: 0,
  hasGameList,
});
const game = (code: string): Game => ({
  gameCode: code,
  enName: 'PGDZ',
  name: code,
  icon: `/venue-art/g/PGDZ/${code}.svg`,
  hot: false,
  new: false,
  collected: false,
});

function renderList(venues: Venue[]) {
  const { props } = fakeProps({
    [getVenueInfoByCategory.path]: () => venues,
    [getBonusPools.path]: () => [],
    [gameList.path]: () => ({ list: [game('a'), game('b')], total: 2, pageNum: 1, pageSize: 24 }),
  });
  registerCasinoCatalogs(props.i18n);
  render(
    <PlatformProvider platform={props}>
      <SiteQueryProvider bus={props.bus}>
        <VenueListPage page={listPageOf('egame')!} />
      </SiteQueryProvider>
    </PlatformProvider>,
  );
}

const tabIcons = () => screen.getByRole('tablist').querySelectorAll('img');

describe('the venue tabs’ icons (a list’s first-screen game icons come first)', () => {
  it('wait, their boxes kept, until the first screen’s game icons have come; then load', async () => {
    renderList([venue('PGDZ'), venue('CQ9DZ')]);
    await waitFor(() => expect(screen.getByTestId('game-browser').querySelectorAll('img')).toHaveLength(2));
    expect(tabIcons()).toHaveLength(0);
    expect(screen.getAllByTestId('tab-icon-waiting')).toHaveLength(2);
    const firstScreen = screen.getByTestId('game-browser').querySelectorAll('img');
    fireEvent.load(firstScreen[0]!);
    await settle();
    expect(tabIcons()).toHaveLength(0);
    fireEvent.error(firstScreen[1]!);
    await settle();
    expect([...tabIcons()].map((i) => i.getAttribute('src'))).toEqual(['/venue-art/v/PGDZ.svg', '/venue-art/v/CQ9DZ.svg']);
  });

  it('load at once with a venue that has no list (its lobby card)', async () => {
    renderList([venue('AGZR', false)]);
    await waitFor(() => expect(tabIcons()).toHaveLength(1));
  });
});
