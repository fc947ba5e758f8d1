import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setNotificationSocket } from '@companion/shared-state/host';
import { provideFakeApi, provideFakeSocket, raffle } from '../testing/fakes';
import { NextRaffleCard } from './NextRaffleCard';

const NOW = new Date('2026-01-01T12:00:00Z');
const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
/** Lets the fake API answer without moving the fake clock (findBy* would advance it while polling). */
const settle = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  act(() => setNotificationSocket(null));
});

describe('NextRaffleCard', () => {
  it('counts down to the nearest raffle every second', async () => {
    provideFakeApi({
      getRaffleEvents: jest.fn(async () => [
        raffle({ id: 'later', name: 'Monthly draw', endsAt: inMs(86_400_000) }),
        raffle({
          id: 'next',
          name: 'Golden hour',
          ticketType: 'GOLDEN_TICKET' as const,
          ticketCost: 2,
          prize: '1,000 DFL',
          endsAt: inMs(3_723_000),
        }),
      ]),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status', { name: 'Loading the next raffle' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    await settle();
    expect(screen.getByText('Golden hour')).toBeTruthy();
    expect(screen.getByText('Prize: 1,000 DFL')).toBeTruthy();
    expect(screen.getByText('Entry: 2 golden tickets')).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    expect(timer.textContent).toBe('01:02:03');
    act(() => jest.advanceTimersByTime(400));
    expect(timer.textContent).toBe('01:02:03');
    act(() => jest.advanceTimersByTime(600));
    expect(timer.textContent).toBe('01:02:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('01:02:00');
  });

  it('counts an upcoming raffle to its start, then to its end once it has started', async () => {
    provideFakeApi({
      getRaffleEvents: jest.fn(async () => [
        raffle({ status: 'upcoming', startsAt: inMs(2000), endsAt: inMs(62_000) }),
      ]),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    await settle();
    expect(screen.getByRole('timer', { name: 'Starts in' }).textContent).toBe('00:00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toBe('00:01:00');
  });

  it('shows "No upcoming raffle" when none is open or coming, and when the last one ends', async () => {
    provideFakeApi({
      getRaffleEvents: jest.fn(async () => [
        raffle({ id: 'done', status: 'drawing', endsAt: inMs(60_000) }),
        raffle({ id: 'ending', endsAt: inMs(1000) }),
      ]),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    await settle();
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('No upcoming raffle')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See raffles' }).getAttribute('href')).toBe('/raffles');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('stops its clock when unmounted', async () => {
    provideFakeApi({ getRaffleEvents: jest.fn(async () => [raffle({ endsAt: inMs(60_000) })]) });
    const view = render(<NextRaffleCard />, { wrapper: MemoryRouter });
    await screen.findByRole('timer');
    expect(jest.getTimerCount()).toBe(1);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows the error with Retry, which refetches the raffles only', async () => {
    const api = provideFakeApi({
      getRaffleEvents: jest
        .fn()
        .mockRejectedValueOnce(new Error('The game server failed to handle the request.'))
        .mockResolvedValueOnce([]),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Raffles could not be loaded.');
    expect(alert.textContent).toContain('The game server failed to handle the request.');

    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.getByRole('status', { name: 'Loading the next raffle' })).toBeTruthy();
    expect(await screen.findByText('No upcoming raffle')).toBeTruthy();
    expect(api.getRaffleEvents).toHaveBeenCalledTimes(2);
    expect(api.getGameEvents).not.toHaveBeenCalled();
    expect(api.getXp).not.toHaveBeenCalled();
  });

  it('refetches when a raffleUpdated message arrives, keeping the current raffle on screen meanwhile', async () => {
    const socket = provideFakeSocket();
    let answer: (raffles: ReturnType<typeof raffle>[]) => void = () => undefined;
    const api = provideFakeApi({
      getRaffleEvents: jest
        .fn()
        .mockResolvedValueOnce([raffle({ name: 'First', endsAt: inMs(60_000) })])
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    await screen.findByText('First');
    expect(socket.subscribers('raffleUpdated')).toBe(1);

    act(() => socket.emit('raffleUpdated', { id: 'r2' }));
    expect(api.getRaffleEvents).toHaveBeenCalledTimes(2);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => answer([raffle({ name: 'Second', endsAt: inMs(30_000) })]));
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('keeps the current raffle when a live refresh fails', async () => {
    const socket = provideFakeSocket();
    provideFakeApi({
      getRaffleEvents: jest
        .fn()
        .mockResolvedValueOnce([raffle({ name: 'First', endsAt: inMs(60_000) })])
        .mockRejectedValueOnce(new Error('down')),
    });
    render(<NextRaffleCard />, { wrapper: MemoryRouter });
    await screen.findByText('First');
    await act(async () => socket.emit('raffleUpdated'));
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
