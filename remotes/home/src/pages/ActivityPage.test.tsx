import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHeaderStore, useLoginStore, useNftStore } from '@companion/shared-state/host';
import { loadTestConfig, renderTab } from '@companion/shared-state/testing';
import { PLAYER_KEY, activityItem, provideFakeApi, provideFakeSocket } from '../testing/fakes';
import { useNavigate } from 'react-router-dom';
import App from '../App';

/** What the shell's header Back button does. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

beforeEach(() => {
  loadTestConfig();
  act(() => {
    useNftStore.getState().setNfts({ p2e: [], f2p: [] });
    useLoginStore.getState().setPublicKey(PLAYER_KEY);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Item n, a higher n newer. */
const item = (n: number) =>
  activityItem({
    id: `movement:${String(n).padStart(12, '0')}`,
    at: new Date(Date.UTC(2026, 2, 1, 12, 0, n)).toISOString(),
    subject: `Action ${n}`,
  });
const feed = () => screen.getByRole('list', { name: 'Your activity' });
const subjects = () =>
  within(feed())
    .getAllByText(/^Action \d+$/)
    .map((subject) => Number(subject.textContent?.slice(7)));

describe('Activity page (/?view=activity)', () => {
  it('is reached from the home card, titles the header with a Back button, and goes back to home as it was', async () => {
    provideFakeApi({ getActivity: jest.fn(async () => ({ items: [item(1)], next: null })) });
    renderTab(
      <>
        <App />
        <Back />
      </>,
      { at: '/', mount: '/' },
    );
    await screen.findByText('Level 3');
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasBack: false });

    await userEvent.click(screen.getByRole('link', { name: 'See all activity' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Activity' })).toBeTruthy();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Activity', hasBack: true });
    // The home page is kept, hidden, so coming back shows it at once.
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    expect(subjects()).toEqual([1]);
    expect(screen.getByText('That is everything.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Activity' })).toBeNull();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasBack: false });
  });

  it('with nothing yet, says what will show and links to a deposit', async () => {
    provideFakeApi({ getActivity: jest.fn(async () => ({ items: [], next: null })) });
    renderTab(<App />, { at: '/?view=activity', mount: '/' });
    const page = (await screen.findByRole('heading', { level: 2, name: 'Activity' })).closest('section')!;
    await within(page).findByText('Nothing yet: your deposits, purchases and game actions will show here.');
    expect(within(page).getByRole('link', { name: 'Deposit DFL' }).getAttribute('href')).toBe('/transfer');
  });

  it('asks 20 at a time and shows older pages below, newest first', async () => {
    const getActivity = jest
      .fn()
      .mockResolvedValueOnce({ items: [item(9), item(8)], next: 'c8' })
      .mockResolvedValueOnce({ items: [item(7), item(6)], next: 'c6' })
      .mockResolvedValueOnce({ items: [item(5)], next: null });
    provideFakeApi({ getActivity });
    renderTab(<App />, { at: '/?view=activity', mount: '/' });
    await screen.findByText('Action 9');
    expect(getActivity).toHaveBeenCalledWith({ limit: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Action 6');
    expect(getActivity).toHaveBeenLastCalledWith({ limit: 20, before: 'c8' });
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('That is everything.');
    expect(getActivity).toHaveBeenLastCalledWith({ limit: 20, before: 'c6' });
    expect(subjects()).toEqual([9, 8, 7, 6, 5]);
  });

  it('keeps the older pages when something new arrives live', async () => {
    const socket = provideFakeSocket();
    const getActivity = jest
      .fn()
      .mockResolvedValueOnce({ items: [item(9), item(8)], next: 'c8' })
      .mockResolvedValueOnce({ items: [item(7), item(6)], next: 'c6' })
      .mockResolvedValueOnce({ items: [item(10), item(9)], next: 'c9' });
    provideFakeApi({ getActivity });
    renderTab(<App />, { at: '/?view=activity', mount: '/' });
    await screen.findByText('Action 9');
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Action 6');

    act(() => socket.emit('transferUpdated', {}));
    await screen.findByText('Action 10');
    expect(subjects()).toEqual([10, 9, 8, 7, 6]);
    expect(screen.getByRole('button', { name: 'Show older' })).toBeTruthy();
  });

  it('says when an older page could not be loaded, and tries again', async () => {
    const getActivity = jest
      .fn()
      .mockResolvedValueOnce({ items: [item(9)], next: 'c9' })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ items: [item(8)], next: null });
    provideFakeApi({ getActivity });
    renderTab(<App />, { at: '/?view=activity', mount: '/' });
    await screen.findByText('Action 9');
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Older activity could not be loaded\./);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Action 8');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
