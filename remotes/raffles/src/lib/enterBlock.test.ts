import { LOADING_IN_GAME_TEXT } from '@companion/tab-kit';
import { raffle } from '../testing/fakes';
import { enterBlock } from './enterBlock';

describe('enterBlock', () => {
  const open = raffle({ walletCap: 10, maxEntries: 50, entries: 45 });

  it('lets entries through within the cap, the room left and the tickets held', () => {
    expect(enterBlock(open, 3, 0, 3n)).toBeNull();
  });

  it('gives the reason in player words otherwise', () => {
    expect(enterBlock(open, 1, 10, 5n)).toBe("You have reached this raffle's cap of 10 entries.");
    expect(enterBlock(open, 1, 0, 0n)).toBe('You have no tickets: buy some above.');
    expect(enterBlock(open, null, 0, 5n)).toBe('Enter a whole number of entries.');
    expect(enterBlock(open, 4, 7, 9n)).toBe('You can add at most 3 more entries (cap 10).');
    expect(enterBlock(open, 6, 0, 9n)).toBe('Only 5 entries are left in this raffle.');
    expect(enterBlock(open, 4, 0, 3n)).toBe('Not enough tickets: you have 3 tickets.');
  });

  it('says the tickets are unknown, never that there are none, while the game has not given them', () => {
    expect(enterBlock(open, 1, 0, null)).toBe('Your tickets: unknown: the game cannot be reached right now.');
    expect(enterBlock(open, 1, 0, null, LOADING_IN_GAME_TEXT)).toBe(
      'Your tickets: loading: the game has not answered yet.',
    );
  });
});
