/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '@site/shared/react';
import type { Game } from '@site/shared';
import { fakeProps } from '../../test-support/fake-platform';
import { GameCard } from './GameCard';

const game = { gameCode: 'fortune', name: '财神传说', icon: '/venue-art/g/PGDZ/fortune.svg', hot: true, new: false, collected: false } as Game;

function iconOf(firstScreen: boolean, iconAllowed = true): HTMLImageElement | null {
  const { props } = fakeProps();
  render(
    <PlatformProvider platform={props as never}>
      <ul>
        <GameCard
          game={game}
          firstScreen={firstScreen}
          iconAllowed={iconAllowed}
          collected={false}
          onEnter={() => undefined}
          onToggleCollect={() => undefined}
        />
      </ul>
    </PlatformProvider>,
  );
  return screen.getByTestId('game-fortune').querySelector('img');
}

describe('a game card’s icon (the list page’s largest paint is one of the first screen’s)', () => {
  it('in the first screen: loaded at once, not lazily', () => {
    const img = iconOf(true, false);
    expect(img?.getAttribute('loading')).toBe('eager');
  });

  it('further down: loaded lazily', () => {
    const img = iconOf(false);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('further down, before the first screen is in: no icon asked for, its box kept', () => {
    expect(iconOf(false, false)).toBeNull();
    expect(screen.getByTestId('icon-waiting')).toBeTruthy();
  });
});
