import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideLinkOpener, useConfigStore } from '@companion/shared-state/host';
import { ExplorerLink } from '../src';

describe('ExplorerLink', () => {
  afterEach(() => provideLinkOpener(null));

  test('links to the explorer and opens through openExternal (the wallet, when embedded)', async () => {
    useConfigStore.getState().setConfig({
      authUrl: 'http://127.0.0.1:8787/auth',
      apiUrl: 'http://127.0.0.1:8787/api',
      notificationsUrl: 'ws://127.0.0.1:8787/notifications',
      rpcUrl: 'http://127.0.0.1:8899',
      cluster: 'localnet',
      mints: { DFL: 'a', GOLDY: 'b', USDC: 'c', DFL_USDC: 'd' },
      remotes: {},
    });
    const opened: string[] = [];
    provideLinkOpener((url) => opened.push(url));
    render(<ExplorerLink target={{ tx: 'abc' }}>View on explorer</ExplorerLink>);
    const link = screen.getByRole('link', { name: 'View on explorer' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/abc\?cluster=custom/);
    await userEvent.click(link);
    expect(opened).toEqual([link.getAttribute('href')]);
  });
});
