import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { useLoginStore, useNftStore } from '@companion/shared-state/host';
import { nft, provideFakeApi } from '../testing/fakes';
import { NftSummaryCard } from './NftSummaryCard';

beforeEach(() => {
  act(() => {
    useNftStore.getState().reset();
    useLoginStore.getState().signOut();
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('NftSummaryCard', () => {
  it('shows a skeleton while the shell loads the NFTs, then the counts by kind and rarity', () => {
    render(<NftSummaryCard />, { wrapper: MemoryRouter });
    act(() => useNftStore.getState().setStatus('loading'));
    expect(screen.getByRole('status', { name: 'Loading NFTs' }).getAttribute('aria-busy')).toBe('true');

    act(() =>
      useNftStore.getState().setNfts({
        p2e: [nft('a', 'tool', 'epic'), nft('b', 'pet', 'common')],
        f2p: [nft('c', 'pet', 'common', 'f2p')],
      }),
    );
    expect(screen.queryByRole('status', { name: 'Loading NFTs' })).toBeNull();
    expect(screen.getByText('3 NFTs')).toBeTruthy();
    const kinds = screen.getByRole('list', { name: 'By kind' });
    expect(kinds.textContent).toBe('Tools: 1Pets: 2');
    const rarities = screen.getByRole('list', { name: 'By rarity' });
    expect(rarities.textContent).toBe('Common: 2Epic: 1');
  });

  it("shows a returning player the last visit's counts, marked as such, until this visit's are in", () => {
    act(() =>
      useLoginStore.setState({ token: 't', publicKey: 'ReturningWa11et111111111111111111111111111' }),
    );
    const first = render(<NftSummaryCard />, { wrapper: MemoryRouter });
    act(() => useNftStore.getState().setNfts({ p2e: [nft('a', 'tool', 'epic')], f2p: [] }));
    expect(screen.getByText('1 NFT')).toBeTruthy();
    first.unmount();
    // The next visit: the list is still loading.
    act(() => useNftStore.getState().reset());
    act(() => useNftStore.getState().setStatus('loading'));
    render(<NftSummaryCard />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('status', { name: 'Loading NFTs' })).toBeNull();
    expect(screen.getByText('1 NFT')).toBeTruthy();
    expect(screen.getByTestId('last-visit-note').textContent).toBe('Updated just now · refreshing');
    act(() =>
      useNftStore.getState().setNfts({ p2e: [nft('a', 'tool', 'epic'), nft('b', 'pet', 'common')], f2p: [] }),
    );
    expect(screen.getByText('2 NFTs')).toBeTruthy();
    expect(screen.queryByTestId('last-visit-note')).toBeNull();
  });

  it('says so when the account has no NFTs', () => {
    act(() => useNftStore.getState().setNfts({ p2e: [], f2p: [] }));
    render(<NftSummaryCard />, { wrapper: MemoryRouter });
    expect(screen.getByText('No NFTs yet')).toBeTruthy();
    // NFTs are raffle prizes: the next step is a ticket.
    expect(screen.getByRole('link', { name: 'Buy a ticket' }).getAttribute('href')).toBe('/raffles');
  });

  it('offers Retry after a failed load, which fetches both collections into the shared store', async () => {
    const api = provideFakeApi({
      getNfts: jest.fn(async (collection: string) =>
        collection === 'p2e' ? [nft('a', 'tool', 'rare')] : [],
      ),
    });
    act(() => useNftStore.getState().setStatus('error'));
    render(<NftSummaryCard />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert').textContent).toContain('Your NFTs could not be loaded.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 NFT')).toBeTruthy();
    expect(api.getNfts).toHaveBeenCalledWith('p2e');
    expect(api.getNfts).toHaveBeenCalledWith('f2p');
    expect(useLoginStore.getState().isNftsFetched).toBe(true);
    expect(api.getXp).not.toHaveBeenCalled();
  });

  it('shows the error again when the retry fails too', async () => {
    provideFakeApi({ getNfts: jest.fn().mockRejectedValue(new Error('down')) });
    act(() => useNftStore.getState().setStatus('error'));
    render(<NftSummaryCard />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
