import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '@companion/shared-state/host';
import { priceList, provideFakeGameApi } from '@companion/shared-state/testing';
import type { ValueHistory, XpHistory } from '../api/historyApi';
import { PLAYER_KEY } from '../testing/fakes';
import { ValueChartDetails, XpChartDetails } from './CardCharts';
import { valueNote } from './ValueChart';

const XP: XpHistory = {
  asOf: '2026-11-03T10:00:00.000Z',
  points: [
    { day: '2026-11-01', value: '1000' },
    { day: '2026-11-02', value: '1100' },
    { day: '2026-11-03', value: '1250' },
  ],
};

const VALUE: ValueHistory = {
  asOf: '2026-11-03T10:00:00.000Z',
  points: [
    { day: '2026-11-01', value: '12.4' },
    { day: '2026-11-03', value: '15.1' },
  ],
  unpriced: ['GOLDY', 'TICKET'],
  prices: priceList(),
};

/** The fake client's history calls, as the game API answers them (an Error is thrown). */
function provideHistory(answers: Partial<Record<'getXpHistory' | 'getValueHistory', unknown>>) {
  const answer = (name: keyof typeof answers) =>
    jest.fn(async () => {
      const value = answers[name];
      if (value instanceof Error) throw value;
      return value;
    });
  return provideFakeGameApi({
    getXpHistory: answer('getXpHistory'),
    getValueHistory: answer('getValueHistory'),
  });
}

beforeEach(() => {
  act(() => useLoginStore.getState().setPublicKey(PLAYER_KEY));
  // The drawing needs a canvas jsdom does not have: its failure is said under the summary.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the home cards’ charts', () => {
  it('load nothing until the player opens one, then say the summary as the figure’s name', async () => {
    const api = provideHistory({ getXpHistory: XP });
    render(<XpChartDetails />);
    expect(api.getXpHistory).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('XP over time'));
    expect(
      await screen.findByRole('figure', { name: 'XP: 1,000 on 1 Nov, 1,250 today, up 25 %.' }),
    ).toBeTruthy();
    expect(api.getXpHistory).toHaveBeenCalledTimes(1);
  });

  it('value: in dollars, at today’s prices, naming what has no price', async () => {
    provideHistory({ getValueHistory: VALUE });
    render(<ValueChartDetails />);
    await userEvent.click(screen.getByText('Value over time'));
    expect(
      await screen.findByRole('figure', {
        name: 'Value in game and staked: $12.40 on 1 Nov, $15.10 today, up 21.7 %.',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "In game and staked, valued at today's prices. Not counted (no USD price): GOLDY, TICKET.",
      ),
    ).toBeTruthy();
    expect(valueNote({ ...VALUE, unpriced: [] })).toBe("In game and staked, valued at today's prices.");
  });

  it('say when the history cannot be read, with Retry', async () => {
    const api = provideHistory({ getXpHistory: new TypeError('Failed to fetch') });
    render(<XpChartDetails />);
    await userEvent.click(screen.getByText('XP over time'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Your XP history could not be loaded\./);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(api.getXpHistory).toHaveBeenCalledTimes(2);
  });
});
