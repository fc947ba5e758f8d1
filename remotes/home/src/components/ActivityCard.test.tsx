import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '@companion/shared-state/host';
import { loadTestConfig, renderTab } from '@companion/shared-state/testing';
import { PLAYER_KEY, activityItem, provideFakeApi, provideFakeSocket } from '../testing/fakes';
import { ActivityCard } from './ActivityCard';

const DEPOSIT_TX = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

beforeEach(() => {
  loadTestConfig();
  act(() => useLoginStore.getState().setPublicKey(PLAYER_KEY));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const card = () => screen.getByRole('region', { name: 'Activity' });
const rows = () =>
  within(card())
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('home-activity__item'));

describe('ActivityCard', () => {
  it('shows the latest five items with what happened, its status, the amounts and the explorer link', async () => {
    const api = provideFakeApi({
      getActivity: jest.fn(async () => ({
        items: [
          activityItem({
            id: 'transfer:a',
            kind: 'deposit',
            status: 'pending',
            changes: [{ token: 'DFL', amount: '1.5' }],
            signature: DEPOSIT_TX,
          }),
          activityItem({
            id: 'movement:000000000002',
            kind: 'upgrade',
            subject: 'Dog #12',
            detail: 'To level 2',
            changes: [{ token: 'GOLDY', amount: '-28.28' }],
          }),
        ],
        next: 'cursor',
      })),
    });
    renderTab(<ActivityCard />, { at: '/', mount: '/' });
    await within(card()).findByText('Deposit');
    expect(api.getActivity).toHaveBeenCalledWith({ limit: 5 });
    const [deposit, upgrade] = rows();
    expect(within(deposit!).getByText('Pending')).toBeTruthy();
    expect(within(deposit!).getByRole('list', { name: 'Amounts' }).textContent).toBe('+1.5 DFL');
    expect(within(deposit!).getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toMatch(
      /^https:\/\/explorer\.solana\.com\/tx\/5VER/,
    );
    expect(within(upgrade!).getByText('Dog #12 · To level 2')).toBeTruthy();
    expect(within(upgrade!).getByText('Confirmed')).toBeTruthy();
    expect(within(upgrade!).queryByRole('link')).toBeNull();
    expect(within(card()).getByRole('link', { name: 'See all activity' }).getAttribute('href')).toBe(
      '/?view=activity',
    );
  });

  it('links both transactions when the player and the game each sent one', async () => {
    provideFakeApi({
      getActivity: jest.fn(async () => ({
        items: [activityItem({ kind: 'addLiquidity', signature: DEPOSIT_TX, payoutSignature: 'game-tx' })],
        next: null,
      })),
    });
    renderTab(<ActivityCard />, { at: '/', mount: '/' });
    await within(card()).findByText('Added liquidity');
    expect(within(card()).getByRole('link', { name: 'Your transaction' })).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Game transaction' }).getAttribute('href')).toMatch(
      /game-tx/,
    );
  });

  it('says what will show when there is nothing yet', async () => {
    provideFakeApi();
    renderTab(<ActivityCard />, { at: '/', mount: '/' });
    expect(
      await within(card()).findByText(
        'Nothing yet: your deposits, purchases and game actions will show here.',
      ),
    ).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Deposit DFL' }).getAttribute('href')).toBe('/transfer');
  });

  it('follows the game live: a fundsUpdated message brings the new item in', async () => {
    const socket = provideFakeSocket();
    const getActivity = jest
      .fn()
      .mockResolvedValueOnce({ items: [activityItem({ id: 'movement:000000000001' })], next: null })
      .mockResolvedValueOnce({
        items: [
          activityItem({ id: 'movement:000000000002', kind: 'raffleEntry', subject: 'Daily GOLDY Raffle' }),
          activityItem({ id: 'movement:000000000001' }),
        ],
        next: null,
      });
    provideFakeApi({ getActivity });
    renderTab(<ActivityCard />, { at: '/', mount: '/' });
    await within(card()).findByText('Bought tickets');
    act(() => socket.emit('fundsUpdated', []));
    await within(card()).findByText('Entered a raffle');
    expect(rows()).toHaveLength(2);
  });

  it('fails alone with a Retry', async () => {
    const getActivity = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ items: [activityItem()], next: null });
    provideFakeApi({ getActivity });
    renderTab(<ActivityCard />, { at: '/', mount: '/' });
    await within(card()).findByRole('alert');
    await userEvent.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await within(card()).findByText('Bought tickets')).toBeTruthy();
  });
});
