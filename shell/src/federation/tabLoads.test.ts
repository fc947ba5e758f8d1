import { landingTabEntry } from './tabLoads';
import { pickFor, remoteNames } from './remoteConfig';

jest.mock('./remoteRegistry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));
jest.mock('./remoteConfig', () => ({
  remoteNames: jest.fn(() => ['home', 'transfer']),
  pickFor: jest.fn((name: string, player?: string) => ({
    entry: `https://tabs.example/${name}/${player === 'canary-wallet' ? '1.1.0' : '1.0.0'}/remoteEntry.js`,
  })),
}));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('landingTabEntry', () => {
  it('is the entry of the tab the page lands on, picked for the player', () => {
    expect(landingTabEntry()).toBe('https://tabs.example/home/1.0.0/remoteEntry.js');
    window.history.replaceState(null, '', '/transfer');
    expect(landingTabEntry('canary-wallet')).toBe('https://tabs.example/transfer/1.1.0/remoteEntry.js');
    expect(pickFor).toHaveBeenLastCalledWith('transfer', 'canary-wallet');
  });

  it('is null off the tabs’ paths, and for a tab no address is configured for', () => {
    window.history.replaceState(null, '', '/about');
    expect(landingTabEntry()).toBeNull();
    window.history.replaceState(null, '', '/');
    jest.mocked(remoteNames).mockReturnValueOnce([]);
    expect(landingTabEntry()).toBeNull();
  });
});
