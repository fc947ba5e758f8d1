import * as tab from '../index';
import * as host from '../host';

describe('the contract split', () => {
  it('keeps what only the shell calls out of the tab entry', () => {
    const hostOnly = [
      'loadConfig',
      'endSession',
      'runtimeConfigSchema',
      'checkContract',
      'createNotificationSocket',
      'setNotificationSocket',
      'createGameApi',
      'notificationsSocketUrl',
      'SESSION_STORAGE_KEY',
    ];
    for (const name of hostOnly) {
      expect(name in tab).toBe(false);
      expect(name in host).toBe(true);
    }
  });

  it('gives tabs and the shell the very same stores, tabs with the read side only in their types', () => {
    expect(tab.useLoginStore).toBe(host.useLoginStore);
    expect(tab.useHeaderStore).toBe(host.useHeaderStore);
    expect(tab.useNftStore).toBe(host.useNftStore);
    expect(tab.useConfigStore).toBe(host.useConfigStore);
    expect(tab.useServices).toBe(host.useServices);

    host.useLoginStore.getState().setPublicKey('PlayerKey');
    expect(tab.useLoginStore.getState().publicKey).toBe('PlayerKey');
    host.useLoginStore.getState().signOut();
  });

  it('exports to tabs the read side, the actions meant for them, formatters, tokens, API client and socket', () => {
    for (const name of [
      'useHeaderOptions',
      'loadNfts',
      'getConfig',
      'getGameApi',
      'refreshBalances',
      'GameApiError',
      'useNotification',
      'useNotificationSocket',
      'formatDate',
      'truncateDecimals',
      'TOKENS',
      'toBaseUnits',
      'CONTRACT_VERSION',
    ]) {
      expect(name in tab).toBe(true);
    }
  });
});
