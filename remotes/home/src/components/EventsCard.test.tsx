import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatDate } from '@companion/shared-state';
import { gameEvent, provideFakeApi } from '../testing/fakes';
import { EventsCard } from './EventsCard';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-05T00:00:00Z') });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

describe('EventsCard', () => {
  it('lists the events that have not ended, with en-US start and end dates', async () => {
    provideFakeApi({
      getGameEvents: jest.fn(async () => [
        gameEvent({ id: 'old', title: 'Old event', endsAt: '2026-01-04T00:00:00Z' }),
        gameEvent({
          id: 'now',
          title: 'Harvest festival',
          startsAt: '2026-01-01T09:00:00Z',
          endsAt: '2026-01-08T17:30:00Z',
        }),
      ]),
    });
    render(<EventsCard />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status', { name: 'Loading events' }).getAttribute('aria-busy')).toBe('true');

    const item = (await screen.findByText('Harvest festival')).closest('li') as HTMLElement;
    expect(within(item).getByText('Double GOLDY from harvesters')).toBeTruthy();
    const [start, end] = within(item).getAllByText((_, el) => el?.tagName === 'TIME');
    expect(start?.textContent).toBe(formatDate('2026-01-01T09:00:00Z'));
    expect(end?.textContent).toBe(formatDate('2026-01-08T17:30:00Z'));
    // en-US: 2-digit month/day/year, 2-digit hour and minute, 12-hour clock.
    expect(start?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM)$/);
    expect(start?.getAttribute('datetime')).toBe('2026-01-01T09:00:00Z');
    expect(screen.queryByText('Old event')).toBeNull();
  });

  it('shows "No current events" when there are none', async () => {
    provideFakeApi({ getGameEvents: jest.fn(async () => [gameEvent({ endsAt: '2026-01-01T00:00:00Z' })]) });
    render(<EventsCard />, { wrapper: MemoryRouter });
    expect(await screen.findByText('No current events')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See raffles' }).getAttribute('href')).toBe('/raffles');
  });

  it('shows the error with Retry, which refetches the events only', async () => {
    const api = provideFakeApi({
      getGameEvents: jest
        .fn()
        .mockRejectedValueOnce(new Error('Timed out'))
        .mockResolvedValueOnce([gameEvent()]),
    });
    render(<EventsCard />, { wrapper: MemoryRouter });
    expect((await screen.findByRole('alert')).textContent).toContain('Events could not be loaded.');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Harvest festival')).toBeTruthy();
    expect(api.getGameEvents).toHaveBeenCalledTimes(2);
    expect(api.getRaffleEvents).not.toHaveBeenCalled();
  });
});
