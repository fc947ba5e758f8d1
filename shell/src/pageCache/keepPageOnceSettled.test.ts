import { useBalanceReadStore } from '@companion/shared-state/host';
import { useLoadedRemotes, type LoadedRemote } from '../federation/loadedRemotes';
import { keepPageOnceSettled } from './keepPageOnceSettled';

const settled: (() => void)[] = [];
jest.mock('../boot/pageSettled', () => ({
  whenPageSettled: (run: () => void) => {
    settled.push(run);
    return () => void settled.splice(settled.indexOf(run), 1);
  },
}));

const home = { entry: 'https://home.example/remoteEntry.js' } as LoadedRemote;

beforeEach(() => {
  settled.length = 0;
  useLoadedRemotes.setState({ loaded: {}, outdated: {} });
  useBalanceReadStore.setState({ global: 'loading' });
});
const readBalances = (global: 'known' | 'unknown' = 'known') => useBalanceReadStore.setState({ global });

describe('keepPageOnceSettled', () => {
  it('registers once a tab has loaded, the balances are read and the page has then settled, not before', () => {
    const register = jest.fn();
    keepPageOnceSettled(register);
    readBalances();
    expect(settled).toHaveLength(0);
    useBalanceReadStore.setState({ global: 'loading' });
    useLoadedRemotes.setState({ loaded: { home } });
    expect(settled).toHaveLength(0);
    readBalances();
    expect(settled).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    settled.splice(0).forEach((run) => run());
    expect(register).toHaveBeenCalledTimes(1);
    // A second tab loading later, or another read, registers nothing more.
    useLoadedRemotes.setState({ loaded: { home, raffles: home } });
    readBalances('unknown');
    expect(settled).toHaveLength(0);
  });

  it('with a tab loaded and balances found unreadable already, waits for the page to settle only', () => {
    useLoadedRemotes.setState({ loaded: { home } });
    readBalances('unknown');
    const register = jest.fn();
    keepPageOnceSettled(register);
    settled.splice(0).forEach((run) => run());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing once cancelled, before the tab, before the balances or before the page settles', () => {
    const register = jest.fn();
    keepPageOnceSettled(register)();
    useLoadedRemotes.setState({ loaded: { home } });
    readBalances();
    expect(settled).toHaveLength(0);
    useBalanceReadStore.setState({ global: 'loading' });
    keepPageOnceSettled(register)();
    readBalances();
    expect(settled).toHaveLength(0);
    keepPageOnceSettled(register)();
    expect(settled).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });
});
