/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlatformProvider } from '@site/shared/react';
import { fakeProps } from '../../test-support/fake-platform';
import { StakeEntry } from './StakeEntry';

/** The stake box as the slip holds it: the text it shows is the one it handed to onChange. */
function Held({ capFen = null }: { capFen?: number | null }) {
  const [value, setValue] = useState('');
  return (
    <StakeEntry value={value} label="单注" minFen={1000} maxFen={null} balanceFen={capFen} capFen={capFen} onChange={setValue} onCapped={() => undefined} />
  );
}

const box = () => screen.getByTestId('slip-stake') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('the stake box follows the one amount rule of every amount box', () => {
  beforeEach(() => render(<PlatformProvider platform={fakeProps({}).props}>{<Held />}</PlatformProvider>));

  it('a keystroke that makes a third decimal or a 13th character is refused: the box keeps what it held', () => {
    type('12.34');
    type('12.345');
    expect(box().value).toBe('12.34');
    type('12345');
    type('1234567890123');
    expect(box().value).toBe('12345');
  });

  it('a paste that is not an amount is refused whole, not trimmed into another amount', () => {
    type('50');
    type('1a2');
    expect(box().value).toBe('50');
    type('12.345');
    expect(box().value).toBe('50');
  });

  it('full-width digits, spaces and thousands commas read as the amount; a leading zero or point is tidied', () => {
    type('１２．５');
    expect(box().value).toBe('12.5');
    type(' 1,000 ');
    expect(box().value).toBe('1000');
    type('05');
    expect(box().value).toBe('5');
    type('.5');
    expect(box().value).toBe('0.5');
    type('');
    expect(box().value).toBe('');
  });

  it('a quick stake fills the box', () => {
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    expect(box().value).toBe('100');
  });
});
