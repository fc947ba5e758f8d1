import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideLinkOpener } from '@companion/shared-state/host';
import { loadTestConfig } from '@companion/shared-state/testing';
import { SignatureLink } from './SignatureLink';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('SignatureLink', () => {
  afterEach(() => provideLinkOpener(null));

  it('opens the explorer through openExternal (the wallet, when embedded), never by navigating itself', async () => {
    loadTestConfig();
    const opened: string[] = [];
    provideLinkOpener((url) => opened.push(url));
    render(<SignatureLink signature={SIGNATURE} />);
    const link = screen.getByRole('link', { name: '5VER....kQUW' });
    await userEvent.click(link);
    expect(opened).toEqual([link.getAttribute('href')]);
    expect(opened[0]).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/5VER/);
  });
});
