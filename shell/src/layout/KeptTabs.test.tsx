import { Profiler, useState, type ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Layout, useHeaderOptions } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { deferred } from '@companion/shared-state/testing';
import { useGameData } from '@companion/tab-kit';
import { AppLayout } from './AppLayout';
import { loadRemoteApp } from '../federation/remoteRegistry';
import { preloadTab } from '../federation/tabLoads';

jest.mock('../federation/remoteRegistry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

// Tabs made of real components: a header, a form, nested routes, a data block.
const mounts: Record<string, number> = {};
const renders: Record<string, number> = {};
let poolAnswers: ReturnType<typeof deferred<string>>[] = [];
const loadPool = () => {
  const answer = deferred<string>();
  poolAnswers.push(answer);
  return answer.promise;
};

function useMountCount(tab: string) {
  useState(() => (mounts[tab] = (mounts[tab] ?? 0) + 1));
}

/** Where the tab thinks it is; each render of what shows it is counted. */
function Where({ tab }: { tab: string }) {
  return (
    <Profiler id={tab} onRender={() => (renders[tab] = (renders[tab] ?? 0) + 1)}>
      <output data-testid={`${tab}-path`}>{useLocation().pathname}</output>
    </Profiler>
  );
}

function HomeApp() {
  useMountCount('home');
  useHeaderOptions({ title: 'Home' });
  return (
    <section>
      <h2>Home page</h2>
      <label>
        Note <input />
      </label>
    </section>
  );
}

function StakingPage() {
  useHeaderOptions({ title: 'Staking', hasLp: true });
  const { view } = useGameData('pool', loadPool);
  return (
    <section>
      <h2>Pools</h2>
      <p>{view.status === 'ready' ? view.data : view.status}</p>
    </section>
  );
}

function AddLiquidityPage() {
  useHeaderOptions({ title: 'Add Liquidity', hasBack: true });
  return <h2>Add liquidity form</h2>;
}

function StakingApp() {
  useMountCount('staking');
  return (
    <>
      <Where tab="staking" />
      <Routes>
        <Route index element={<StakingPage />} />
        <Route path="add-lp" element={<AddLiquidityPage />} />
      </Routes>
    </>
  );
}

function RafflesApp() {
  useMountCount('raffles');
  useHeaderOptions({ title: 'Raffles' });
  return <h2>Raffles page</h2>;
}

const APPS: Record<string, ComponentType> = { home: HomeApp, staking: StakingApp, raffles: RafflesApp };

/** The test's own ways around: back in history (the browser's button), and a page of the shell's own. */
function TestControls() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
      <Link to="/about">About page</Link>
    </>
  );
}

/** The next frame painted, and the task queued from it (shared-state's afterNextPaint). */
const nextPaint = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

/** The signed-in screen, past its first frame (the header's): its tab is on screen. */
async function renderApp(path = '/') {
  await act(
    async () =>
      void render(
        <MemoryRouter initialEntries={[path]}>
          <AppLayout onSignIn={() => undefined} onCancelSignIn={() => undefined} />
          <TestControls />
        </MemoryRouter>,
      ),
  );
  await nextPaint();
}

async function open(label: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await act(async () => fireEvent.click(within(nav).getByRole('link', { name: label })));
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  for (const counts of [mounts, renders]) for (const key of Object.keys(counts)) delete counts[key];
  poolAnswers = [];
  load.mockImplementation(async (name) => ({ default: APPS[name] ?? (() => <h2>{name}</h2>) }));
  act(() => useLoginStore.setState({ token: 'token-a', publicKey: 'wallet-a', layout: Layout.LoggedIn }));
});

describe('opened tabs stay mounted', () => {
  it('keeps a tab’s state (a half-filled form) when the player switches away and back', async () => {
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'half done' } });
    await open('Raffles');
    expect(await screen.findByRole('heading', { name: 'Raffles page' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await open('Home');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('half done');
    expect(screen.queryByRole('heading', { name: 'Raffles page' })).toBeNull();
    expect(mounts).toEqual({ home: 1, raffles: 1 });
  });

  it('paints the header first, and the tab’s page and the navigation from the next frame', async () => {
    // The tab's load has settled already (as the landing tab's has by the end of a sign-in).
    preloadTab('home');
    await act(async () => undefined);
    await act(
      async () =>
        void render(
          <MemoryRouter initialEntries={['/']}>
            <AppLayout onSignIn={() => undefined} onCancelSignIn={() => undefined} />
          </MemoryRouter>,
        ),
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading Home');
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    await nextPaint();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('mounts only the tabs the player has opened', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(mounts).toEqual({ home: 1 });
    expect(screen.queryByText('Pools')).toBeNull();
  });

  it('the header follows the shown tab, its title and its buttons', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(title()).toBe('HOME');
    await open('Staking');
    await screen.findByRole('heading', { name: 'Pools' });
    expect(title()).toBe('STAKING');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add liquidity' })));
    expect(title()).toBe('ADD LIQUIDITY');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();

    await open('Raffles');
    await screen.findByRole('heading', { name: 'Raffles page' });
    expect(title()).toBe('RAFFLES');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // Back in history to the staking tab's add-lp page: its header again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'History back' })));
    expect(screen.getByRole('heading', { name: 'Add liquidity form' })).toBeTruthy();
    expect(title()).toBe('ADD LIQUIDITY');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('a hidden tab keeps the page it was left on and is not rendered by other navigations', async () => {
    await renderApp('/staking/add-lp');
    await screen.findByRole('heading', { name: 'Add liquidity form' });
    await open('Home');
    await screen.findByRole('heading', { name: 'Home page' });
    const rendersWhenLeft = renders.staking;

    await open('Raffles');
    await open('Home');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'About page' })));
    expect(screen.getByTestId('staking-path').textContent).toBe('/staking/add-lp');
    expect(screen.queryByRole('heading', { name: 'Add liquidity form' })).toBeNull();
    expect(renders.staking).toBe(rendersWhenLeft);

    // Its link leads to the tab's own route, in the same tab.
    await open('Staking');
    expect(screen.getByRole('heading', { name: 'Pools' })).toBeTruthy();
    expect(screen.getByTestId('staking-path').textContent).toBe('/staking');
    expect(mounts.staking).toBe(1);
  });

  it('a tab shown again keeps its data on screen and refreshes it in the background', async () => {
    await renderApp('/staking');
    await act(async () => poolAnswers[0]!.resolve('pool 1'));
    expect(screen.getByText('pool 1')).toBeTruthy();

    await open('Home');
    await open('Staking');
    expect(screen.getByText('pool 1')).toBeTruthy();
    await waitFor(() => expect(poolAnswers).toHaveLength(2));
    expect(screen.getByText('pool 1')).toBeTruthy();
    await act(async () => poolAnswers[1]!.resolve('pool 2'));
    expect(screen.getByText('pool 2')).toBeTruthy();
  });

  it('signing out drops the kept tabs: the next session starts with none', async () => {
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'wallet a’s note' } });
    await open('Raffles');
    await screen.findByRole('heading', { name: 'Raffles page' });

    act(() => useLoginStore.getState().signOut());
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    act(() => useLoginStore.setState({ token: 'token-b', publicKey: 'wallet-b', layout: Layout.LoggedIn }));
    // Signed in again on the same page: that tab is mounted afresh, and the others are not there.
    expect(await screen.findByRole('heading', { name: 'Raffles page' })).toBeTruthy();
    expect(screen.queryByText('Home page')).toBeNull();
    await open('Home');
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toBe('');
    expect(mounts).toEqual({ home: 2, raffles: 2 });
  });

  it('another session without the sign-in screen between them drops the kept tabs too', async () => {
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'wallet a’s note' } });
    act(() => useLoginStore.setState({ token: 'token-b', publicKey: 'wallet-b' }));
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toBe('');
    expect(mounts).toEqual({ home: 2 });
  });
});
