import { useEffect, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHeaderStore } from '@companion/shared-state/host';
import { RemoteTab } from './RemoteTab';
import { loadRemoteApp, resetRemote } from './remoteRegistry';
import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { useRefusedFiles } from './remoteIntegrity';
import { preloadTab } from './tabLoads';
import { useLoadedRemotes, type LoadedRemote } from './loadedRemotes';
import { reportTab } from './tabReports';

jest.mock('./remoteRegistry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
jest.mock('./tabReports', () => ({ reportTab: jest.fn() }));

describe('RemoteTab', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  beforeEach(() => act(() => useHeaderStore.getState().resetHeader()));

  it('shows a spinner, then the remote App', async () => {
    let resolve!: (m: { default: ComponentType }) => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await act(async () => void render(<RemoteTab name="raffles" label="Raffles" />));
    expect(screen.getByRole('status').textContent).toBe('Loading Raffles');
    await act(async () => resolve({ default: () => <p>raffles app</p> }));
    expect(await screen.findByText('raffles app')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('raffles', undefined, undefined);
  });

  it('renders a tab whose load has settled already at once, with no loading frame', async () => {
    load.mockResolvedValueOnce({ default: () => <p>home app</p> });
    preloadTab('home-settled');
    await act(async () => undefined);
    // Every element the tab ever put on the page, so a loading frame replaced within the same act() is seen.
    const container = document.body.appendChild(document.createElement('div'));
    const added: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => added.push((n as Element).outerHTML ?? ''))),
    );
    observer.observe(container, { childList: true, subtree: true });
    await act(async () => void render(<RemoteTab name="home-settled" label="Home" />, { container }));
    observer.disconnect();
    expect(added.join('')).not.toContain('Loading Home');
    expect(screen.getByText('home app')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a remote that is down inside its panel and recovers with Retry', async () => {
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    await act(
      async () =>
        void render(
          <>
            <p>header stays</p>
            <RemoteTab name="staking" label="Staking" />
          </>,
        ),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('The Staking tab is unavailable');
    expect(screen.getByText('header stays')).toBeTruthy();

    load.mockResolvedValueOnce({ default: () => <p>staking app</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(resetRemote).toHaveBeenCalledWith('staking');
    expect(await screen.findByText('staking app')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a render error of the version running, with its canary flag', async () => {
    act(() =>
      useLoadedRemotes.setState({
        loaded: { throwing: { deployedVersion: '2.1.0', canary: true } as LoadedRemote },
      }),
    );
    load.mockResolvedValueOnce({
      default: () => {
        throw new TypeError('x is undefined');
      },
    });
    await act(async () => void render(<RemoteTab name="throwing" label="Home" />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(jest.mocked(reportTab).mock.calls).toEqual([
      [{ tab: 'throwing', version: '2.1.0', canary: true, outcome: 'render-error' }],
    ]);
  });

  it('shows a tab whose file failed its hash as unavailable, saying why, with Retry', async () => {
    const url = 'https://tabs.example/home/1.4.0/remoteEntry.js';
    load.mockRejectedValueOnce(new RefusedTabError('refused-home', url, 'changed'));
    await act(async () => void render(<RemoteTab name="refused-home" label="Home" />));
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('heading').textContent).toBe('The Home tab is unavailable');
    expect(panel.textContent).toContain(
      'Its files failed the app’s safety check, so it was not started. The rest of the app works as usual. Try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says so too when a chunk the tab loaded later is found refused after its panel shows', async () => {
    load.mockResolvedValueOnce({
      default: () => {
        throw new Error('Loading chunk 12 failed.');
      },
    });
    await act(async () => void render(<RemoteTab name="later-refused" label="Raffles" />));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('It could not be loaded. Check your connection and try again.');
    const url = 'https://tabs.example/raffles/2.0.0/12.1a2b3c4d.js';
    act(() => useRefusedFiles.setState({ byTab: { 'later-refused': { url, reason: 'changed' } } }));
    expect(panel.textContent).toContain('Its files failed the app’s safety check');
  });

  it('names the loading tab in the header, not the previous default (HOME)', async () => {
    act(() => useHeaderStore.setState({ hasBack: true }));
    load.mockReturnValueOnce(new Promise(() => undefined));
    await act(async () => void render(<RemoteTab name="never-loads" label="Raffles" />));
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Raffles', hasBack: false });
  });

  it('names the failed tab in the header while its error panel shows', async () => {
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    await act(async () => void render(<RemoteTab name="fails" label="Inventory" />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(useHeaderStore.getState().title).toBe('Inventory');
  });

  it('lets the loaded remote set its own header', async () => {
    load.mockResolvedValueOnce({
      default: function Staking() {
        useEffect(() => useHeaderStore.getState().setTitle('Add Liquidity'), []);
        return <p>add lp</p>;
      },
    });
    await act(async () => void render(<RemoteTab name="sets-header" label="Staking" />));
    expect(await screen.findByText('add lp')).toBeTruthy();
    expect(useHeaderStore.getState().title).toBe('Add Liquidity');
  });

  it('refuses a tab built for another contract inside its panel, with Reload instead of Retry', async () => {
    load.mockRejectedValueOnce(new IncompatibleTabError('raffles', '2.0.0', '1.1.0', 'another major'));
    await act(
      async () =>
        void render(
          <>
            <p>header stays</p>
            <RemoteTab name="raffles-future" label="Raffles" />
          </>,
        ),
    );
    expect((await screen.findByRole('heading')).textContent).toBe(
      'The Raffles tab can\u2019t run in this version of the app',
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'This version of the tab was built for app contract 2.0.0; this app provides 1.1.0.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('header stays')).toBeTruthy();
  });

  it('says so when the tab was built for another federation runtime', async () => {
    load.mockRejectedValueOnce(
      new IncompatibleTabError('raffles', '2.8.0', '2.9.2', 'another runtime', 'federation runtime'),
    );
    await act(async () => void render(<RemoteTab name="raffles-old-runtime" label="Raffles" />));
    expect((await screen.findByRole('heading')).textContent).toBe(
      'The Raffles tab can\u2019t run in this version of the app',
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'This version of the tab was built for federation runtime 2.8.0; this app provides 2.9.2.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('tells the player when another build of a running tab is live, with a reload', async () => {
    load.mockResolvedValueOnce({ default: () => <p>home app</p> });
    await act(async () => void render(<RemoteTab name="home-outdated" label="Home" />));
    expect(await screen.findByText('home app')).toBeTruthy();
    expect(screen.queryByText(/new version/)).toBeNull();
    act(() => useLoadedRemotes.setState({ outdated: { 'home-outdated': true } }));
    expect(screen.getByRole('status').textContent).toContain('A new version of the Home tab is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('home app')).toBeTruthy();
  });

  it('renders the load the player’s intent started, without a second one', async () => {
    load.mockResolvedValueOnce({ default: () => <p>preloaded app</p> });
    preloadTab('preloaded', 'WalletKey');
    expect(load).toHaveBeenLastCalledWith('preloaded', 'WalletKey', undefined);
    const calls = load.mock.calls.length;
    await act(async () => void render(<RemoteTab name="preloaded" label="Home" />));
    expect(await screen.findByText('preloaded app')).toBeTruthy();
    expect(load.mock.calls.length).toBe(calls);
  });
});
