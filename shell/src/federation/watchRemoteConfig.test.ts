import { watchRemoteConfig } from './watchRemoteConfig';
import { refreshRemotes } from './remoteConfig';

jest.mock('./remoteConfig', () => ({ refreshRemotes: jest.fn(async () => undefined) }));

describe('watchRemoteConfig', () => {
  it('re-reads the config when the player comes back to the app, until stopped', () => {
    const stop = watchRemoteConfig();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refreshRemotes).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refreshRemotes).toHaveBeenCalledTimes(1);
  });
});
