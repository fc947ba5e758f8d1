import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideLinkOpener } from '@companion/shared-state/host';
import { loadTestConfig } from '@companion/shared-state/testing';
import { ExplorerLink } from '../src';

describe('ExplorerLink', () => {
  afterEach(() => provideLinkOpener(null));

  test('links to the explorer and opens through openExternal (the wallet, when embedded)', async () => {
    loadTestConfig();
    const opened: string[] = [];
    provideLinkOpener((url) => opened.push(url));
    render(<ExplorerLink target={{ tx: 'abc' }}>View on explorer</ExplorerLink>);
    const link = screen.getByRole('link', { name: 'View on explorer' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/abc\?cluster=custom/);
    await userEvent.click(link);
    expect(opened).toEqual([link.getAttribute('href')]);
  });
});
