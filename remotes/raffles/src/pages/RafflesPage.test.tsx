import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GameApiError, lastNotice } from '@companion/shared-state';
import { useBalanceReadStore } from '@companion/shared-state/host';
import { provideFakeSocket, renderTab } from '@companion/shared-state/testing';
import { RafflesPage } from './RafflesPage';
import { PLAYER, provideFakeApi, raffle, SERVER_DRAW, signedIn } from '../testing/fakes';

const renderPage = () => renderTab(<RafflesPage />, { at: '/raffles', mount: '/raffles' });
/** A raffle's card: named by the raffle and its start, as two raffles of one name are told apart. */
const card = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, \\d\\d/`) });

beforeEach(() => {
  provideFakeSocket();
});

describe('the raffles page', () => {
  it('with no raffle open, scheduled or past, each list offers Buy a ticket, which goes to the shop', async () => {
    provideFakeApi([]);
    signedIn({ GOLDY: '1000' });
    renderPage();
    expect(await screen.findByText('No raffle is open right now.')).toBeTruthy();
    expect(screen.getByText('No raffle is scheduled yet.')).toBeTruthy();
    expect(screen.getByText('No past raffles yet.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Buy a ticket' });
    expect(buttons).toHaveLength(3);
    fireEvent.click(buttons[0]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Tickets to buy'));
  });

  it("counts down on the server's clock, not the device's, in HH:MM:SS", async () => {
    // The device thinks it is 1970; the server says 12:00, the raffle ends at midnight.
    jest.useFakeTimers({ now: 0 });
    try {
      provideFakeApi([raffle()], [], '2026-01-01T12:00:00.000Z');
      signedIn({ TICKET: '2' });
      renderPage();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      const timer = within(card('Daily GOLDY Raffle')).getByRole('timer', { name: 'Ends in' });
      expect(timer.textContent).toBe('12:00:00');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(timer.textContent).toBe('11:59:59');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows prizes in ordinal places, entries so far, your entries and odds', async () => {
    const four = raffle({
      prizes: ['1000 GOLDY', '500 GOLDY', '200 GOLDY', '50 DFL'].map((label, i) => ({
        place: i + 1,
        kind: 'GOLDY' as const,
        amount: '1',
        label,
      })),
      entries: 8,
    });
    provideFakeApi([four], [{ raffleId: four.id, entries: 2, wins: [] }]);
    signedIn({ TICKET: '3' });
    renderPage();
    const prizes = await screen.findByRole('list', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1ST 1000 GOLDY', '2ND 500 GOLDY', '3RD 200 GOLDY', '4TH 50 DFL']);
    const facts = card('Daily GOLDY Raffle');
    expect(within(facts).getByText('8 (drawn with at least 3, at most 500)')).toBeTruthy();
    expect(within(facts).getByText('2 (cap 100)')).toBeTruthy();
    // 2 of 8 entries, four prizes: 1 − (6·5·4·3)/(8·7·6·5) = 1 − 360/1680 ≈ 78.5 %.
    expect(within(facts).getByText('78.5 %')).toBeTruthy();
    expect(
      within(facts).getByText('01/01/2026, 12:00 AM to 01/02/2026, 12:00 AM · 1 ticket per entry', {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('enters after the confirm sheet, with a fresh idempotency key, and refreshes', async () => {
    const api = provideFakeApi([raffle()]);
    signedIn({ TICKET: '3' });
    renderPage();
    const entries = await screen.findByLabelText('Entries');
    fireEvent.change(entries, { target: { value: '3' } });
    fireEvent.click(within(card('Daily GOLDY Raffle')).getByRole('button', { name: 'Enter' }));
    const sheet = screen.getByRole('dialog', { name: 'Enter raffle' });
    expect(within(sheet).getByText('3 tickets')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(api.enterRaffle).toHaveBeenCalledTimes(1));
    expect(api.enterRaffle.mock.calls[0]![0]).toEqual({
      raffleId: raffle().id,
      entries: 3,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(lastNotice()?.message).toBe('Entered Daily GOLDY Raffle with 3 tickets.'));
    await waitFor(() => expect(api.getRaffleEvents).toHaveBeenCalledTimes(2));
  });

  it('disables Enter with the reason when short of tickets or at the cap', async () => {
    provideFakeApi([raffle()], [{ raffleId: raffle().id, entries: 0, wins: [] }]);
    signedIn({ TICKET: '0' });
    const view = renderPage();
    const enter = await within(
      await screen.findByRole('region', { name: /^Daily GOLDY Raffle, / }),
    ).findByRole('button', { name: 'Enter' });
    expect((enter as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You have no tickets: buy some above.')).toBeTruthy();
    view.unmount();

    provideFakeApi([raffle()], [{ raffleId: raffle().id, entries: 100, wins: [] }]);
    signedIn({ TICKET: '5' });
    renderPage();
    expect(await screen.findByText("You have reached this raffle's cap of 100 entries.")).toBeTruthy();
  });

  it('judges nothing against balances the game has not answered yet: it says they are loading', async () => {
    provideFakeApi([raffle()]);
    signedIn({ GOLDY: '0', DFL: '0', TICKET: '0' });
    act(() => useBalanceReadStore.getState().setInGameRead('loading'));
    renderPage();
    const quantity = await screen.findByLabelText('Tickets to buy');
    fireEvent.change(quantity, { target: { value: '3' } });
    // Each offer says why it cannot be bought yet, and what the player holds is said to be loading.
    expect(screen.getAllByText('Your GOLDY: loading: the game has not answered yet.')).toHaveLength(2);
    expect(screen.getAllByText('Your tickets: loading: the game has not answered yet.')).toHaveLength(2);
    expect(screen.queryByText(/Not enough|You have no|You have 0/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Deposit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Buy tickets' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Enter' }) as HTMLButtonElement).disabled).toBe(true);
    // The first read answers: the figures, and what they allow.
    act(() => useBalanceReadStore.getState().setInGameRead('known'));
    expect(screen.getByText('Not enough GOLDY: 3 tickets cost 300 GOLDY.')).toBeTruthy();
    expect(screen.queryByText(/loading: the game/)).toBeNull();
  });

  it('buys tickets after the confirm sheet, disabled with the reason when short of funds', async () => {
    const api = provideFakeApi([raffle()]);
    signedIn({ GOLDY: '250', DFL: '0' });
    renderPage();
    const quantity = await screen.findByLabelText('Tickets to buy');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(screen.getByText('Not enough GOLDY: 3 tickets cost 300 GOLDY.')).toBeTruthy();
    // The next step when short: a deposit, on the transfer tab.
    expect(screen.getAllByRole('link', { name: 'Deposit GOLDY' })[0]!.getAttribute('href')).toBe('/transfer');
    // One golden ticket, in the app's one amount format.
    expect(screen.getByText('Not enough GOLDY: 1 golden ticket costs 2,000 GOLDY.')).toBeTruthy();
    const offer = 'Golden tickets: 2,000 GOLDY + 200 DFL each. You have 0 golden tickets.';
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === offer),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy tickets' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy golden tickets' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    const sheet = screen.getByRole('dialog', { name: 'Buy tickets' });
    expect(within(sheet).getByText('200 GOLDY')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(api.buyTickets).toHaveBeenCalledTimes(1));
    expect(api.buyTickets.mock.calls[0]![0]).toMatchObject({ ticketType: 'TICKET', quantity: 2 });
    await waitFor(() => expect(lastNotice()?.message).toBe('Bought 2 tickets.'));
  });

  it('while a purchase runs: its status, the quantity locked; a refusal stays beside it until the next input', async () => {
    const api = provideFakeApi([raffle()]);
    let refuse: (error: unknown) => void = () => undefined;
    api.buyTickets.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    signedIn({ GOLDY: '250', DFL: '0' });
    renderPage();
    const quantity = await screen.findByLabelText('Tickets to buy');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Buy tickets' })).getByRole('button', { name: 'Buy' }),
    );
    expect(await screen.findByText('Buying 2 tickets…')).toBeTruthy();
    expect((quantity as HTMLInputElement).disabled).toBe(true);
    const refusal = 'The shop is closed for the draw. Try again in a minute.';
    await act(async () =>
      refuse(new GameApiError(refusal, { request: 'POST /raffles/tickets', status: 409 })),
    );
    const error = await screen.findByTestId('action-error');
    expect(error.textContent).toBe(refusal);
    expect((quantity as HTMLInputElement).disabled).toBe(false);
    // No toast for it, and it stays after a while.
    expect(lastNotice()?.message).not.toBe(refusal);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('action-error').textContent).toBe(refusal);
    fireEvent.change(quantity, { target: { value: '1' } });
    expect(screen.queryByTestId('action-error')).toBeNull();
  });

  it('shows a past draw with winners in ordinal places, your wins highlighted, and cancelled ones as refunded', async () => {
    const cancelled = raffle({
      id: 'daily-2025-12-30',
      status: 'cancelled',
      entries: 1,
      endsAt: '2025-12-31T00:00:00.000Z',
    });
    provideFakeApi(
      [SERVER_DRAW.raffle, cancelled],
      [
        { raffleId: SERVER_DRAW.raffle.id, entries: 3, wins: [1, 3] },
        { raffleId: cancelled.id, entries: 1, wins: [] },
      ],
      '2026-11-24T00:00:00.000Z',
    );
    signedIn({});
    renderPage();
    const winners = await screen.findByRole('list', { name: 'Winners of Daily GOLDY Raffle' });
    const rows = within(winners).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.raffles-place')?.textContent)).toEqual([
      '1ST',
      '2ND',
      '3RD',
    ]);
    expect(rows[0]!.textContent).toBe('1ST You 500 GOLDY');
    expect(rows[0]!.className).toContain('raffles-winner--me');
    expect(rows[1]!.className).not.toContain('raffles-winner--me');
    expect(screen.getByText('You won 1ST, 3RD place!')).toBeTruthy();
    expect(
      screen.getByText('Cancelled: fewer than 3 entries. Every ticket was refunded, your 1 ticket included.'),
    ).toBeTruthy();
    expect(PLAYER).toBe(SERVER_DRAW.raffle.winners[0]!.walletId);
  });

  it('verifies a draw the server made, in the browser, and catches a seed that is not the committed one', async () => {
    const api = provideFakeApi([SERVER_DRAW.raffle], [], '2026-11-24T00:00:00.000Z');
    api.getRaffleEntries.mockResolvedValue(SERVER_DRAW.entries);
    signedIn({});
    const view = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('The draw matches.')).closest('[role="status"]')).toBeTruthy();
    view.unmount();

    const forged = { ...SERVER_DRAW.raffle, seed: 'f'.repeat(64) };
    provideFakeApi([forged], [], '2026-11-24T00:00:00.000Z').getRaffleEntries.mockResolvedValue(
      SERVER_DRAW.entries,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const status = (await screen.findByText('The draw does not match.')).closest('[role="status"]')!;
    expect(status.textContent).toContain('The seed does not hash to the published commitment');
  });

  it('refreshes when the server announces a raffle change', async () => {
    const api = provideFakeApi([raffle()]);
    const socket = provideFakeSocket();
    signedIn({});
    renderPage();
    await screen.findByRole('heading', { name: 'Open' });
    act(() => socket.emit('raffleUpdated', raffle()));
    await waitFor(() => expect(api.getRaffleEvents).toHaveBeenCalledTimes(2));
  });
});
