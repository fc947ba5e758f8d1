import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { GameApiError, onNotice, UPGRADE_STAT_LABELS } from '@companion/shared-state';
import { useBalanceReadStore, useHeaderStore } from '@companion/shared-state/host';
import { loadTestConfig, provideFakeSocket, renderTab } from '@companion/shared-state/testing';
import App from './App';
import { PAGE_SIZE } from './components/NftGrid';
import { COW_MINT, nft, NFTS, NOW_MS, provideFakeApi, quote, signedIn } from './testing/fakes';

let notices: string[] = [];
let stopNotices = () => {};
beforeEach(() => {
  signedIn();
  useBalanceReadStore.getState().setGlobalRead('known');
  notices = [];
  stopNotices = onNotice(({ message }) => notices.push(message));
});
afterEach(() => {
  stopNotices();
  jest.useRealTimers();
});

/** The device clock stands at the fakes' game time, so countdowns read exact figures. */
const stopTheClock = () => jest.useFakeTimers({ now: NOW_MS, doNotFake: ['queueMicrotask'] });

const seen: { location: string; navigate?: NavigateFunction } = { location: '' };
/** Writes the current address where the test reads it (the filter and sort live in the query). */
function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    seen.location = pathname + search;
    seen.navigate = navigate;
  });
  return null;
}

function renderAt(path: string) {
  return renderTab(
    <>
      <App />
      <Where />
    </>,
    { at: path, mount: '/inventory' },
  );
}

const grid = () => screen.findByRole('list', { name: 'Your NFTs' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const notified = (text: string) => waitFor(() => expect(notices).toContain(text));
const pressFilter = () => act(() => useHeaderStore.getState().incrementFilterClickCount());

describe('the grid', () => {
  it('asks the header for its title and the filter button, and gives them back on leave', async () => {
    provideFakeApi();
    const view = renderAt('/inventory');
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Inventory', hasFilter: true, hasBack: false });
    await grid();
    view.unmount();
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Home', hasFilter: false });
  });

  it('shows skeletons, then every NFT of both collections with level / cap, rarity, HP and energy', async () => {
    stopTheClock();
    provideFakeApi();
    renderAt('/inventory');
    expect(screen.getAllByLabelText('Loading NFTs').length).toBeGreaterThan(0);
    const list = await grid();
    expect(screen.getByText('6 NFTs')).toBeTruthy();
    const cow = within(list).getByRole('link', { name: 'Cow #12' }).closest('li')!;
    expect(within(cow).getByText('Level 3 / 90')).toBeTruthy();
    expect(within(cow).getByText('Epic')).toBeTruthy();
    expect(within(cow).getByRole('meter', { name: 'HP' }).getAttribute('aria-valuetext')).toBe('80 / 100');
    expect(within(cow).getByRole('meter', { name: 'Energy' }).getAttribute('aria-valuetext')).toBe(
      '40 / 100',
    );
    expect(within(cow).getByRole('link', { name: 'Cow #12' }).getAttribute('href')).toBe('/inventory/cow-1');
    // The duck is upgrading: its card counts down on the game clock.
    const duck = within(list).getByRole('link', { name: 'Duck #40' }).closest('li')!;
    await waitFor(() =>
      expect(within(duck).getByRole('timer', { name: 'Upgrading' }).textContent).toBe('04:45:00'),
    );
    // The gun's mint is no longer in the player's Global Wallet.
    const gun = within(list).getByRole('link', { name: 'Gun #3' }).closest('li')!;
    expect(within(gun).getByText('Not in your wallet')).toBeTruthy();
    expect(within(list).getAllByText('Not in your wallet')).toHaveLength(1);
  });

  it("says a p2e NFT's holding is unknown while the chain cannot be read, and reads it again when it answers", async () => {
    const api = provideFakeApi();
    act(() => useBalanceReadStore.getState().setGlobalRead('unknown'));
    renderAt('/inventory');
    const list = await grid();
    const gun = within(list).getByRole('link', { name: 'Gun #3' }).closest('li')!;
    expect(within(gun).getByText('In your wallet? Unknown')).toBeTruthy();
    expect(within(list).queryByText('Not in your wallet')).toBeNull();
    const reads = api.getNfts.mock.calls.length;

    // The chain answers: the game is asked again, and what it says now is shown, with no reload.
    api.getNfts.mockImplementation(async (collection: string) =>
      NFTS.filter((item) => item.collection === collection).map((item) => ({ ...item, inWallet: true })),
    );
    act(() => useBalanceReadStore.getState().setGlobalRead('known'));
    await waitFor(() => expect(api.getNfts.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(list).queryByText(/In your wallet\?|Not in your wallet/)).toBeNull());
  });

  it('says so when the player has no NFTs, and offers Retry when loading fails', async () => {
    const api = provideFakeApi([]);
    api.getNfts.mockRejectedValueOnce(new GameApiError('Network Error', { request: 'GET /nft/p2e' }));
    renderAt('/inventory');
    await screen.findByText(/Your NFTs could not be loaded/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('No NFTs yet. Tools and pets you win or buy in the game show up here.');
    expect(screen.getByText('0 NFTs')).toBeTruthy();
    // The next step: raffles give NFTs as prizes.
    expect(screen.getByRole('link', { name: 'Buy a ticket' }).getAttribute('href')).toBe('/raffles');
  });

  it('sorts by level, rarity, HP, energy and name', async () => {
    provideFakeApi();
    renderAt('/inventory');
    const list = await grid();
    expect(names(list)).toEqual(['Dog #2', 'Fishing Rod #7', 'Cow #12', 'Cat #9', 'Gun #3', 'Duck #40']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'rarity' } });
    expect(names(await grid())).toEqual([
      'Dog #2',
      'Cow #12',
      'Cat #9',
      'Gun #3',
      'Duck #40',
      'Fishing Rod #7',
    ]);
    fireEvent.change(sort, { target: { value: 'hp' } });
    expect(names(await grid())).toEqual([
      'Cat #9',
      'Duck #40',
      'Fishing Rod #7',
      'Dog #2',
      'Cow #12',
      'Gun #3',
    ]);
    fireEvent.change(sort, { target: { value: 'energy' } });
    expect(names(await grid())).toEqual([
      'Dog #2',
      'Fishing Rod #7',
      'Duck #40',
      'Cat #9',
      'Cow #12',
      'Gun #3',
    ]);
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(names(await grid())).toEqual([
      'Cat #9',
      'Cow #12',
      'Dog #2',
      'Duck #40',
      'Fishing Rod #7',
      'Gun #3',
    ]);
    expect(seen.location).toBe('/inventory?sort=name');
  });

  it('opens the filter sheet each time the header filter button is pressed, and filters with counts', async () => {
    provideFakeApi();
    renderAt('/inventory');
    await grid();
    expect(screen.queryByRole('dialog')).toBeNull();
    pressFilter();
    const sheet = screen.getByRole('dialog', { name: 'Filter NFTs' });
    for (const field of ['Collection', 'Kind', 'Type', 'Rarity', 'Status']) {
      expect(within(sheet).getByRole('combobox', { name: field })).toBeTruthy();
    }
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Kind' }), { target: { value: 'pet' } });
    expect(within(sheet).getByRole('button', { name: 'Show 4 NFTs' })).toBeTruthy();
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Collection' }), {
      target: { value: 'f2p' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 2 NFTs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2 of 6 shown')).toBeTruthy();
    expect(names(await grid())).toEqual(['Dog #2', 'Cat #9']);
    expect(seen.location).toBe('/inventory?collection=f2p&kind=pet');

    // Pressed again: the sheet opens again with the filter as it is; Escape closes it.
    pressFilter();
    const again = screen.getByRole('dialog', { name: 'Filter NFTs' });
    expect((within(again).getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('pet');
    fireEvent.change(within(again).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'needsRepair' },
    });
    fireEvent.change(within(again).getByRole('combobox', { name: 'Collection' }), { target: { value: '' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names(await grid())).toEqual(['Dog #2', 'Cow #12']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(screen.getByText('2 of 6 shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('6 NFTs')).toBeTruthy();
    pressFilter();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rarity' }), { target: { value: 'rare' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'cow' } });
    expect(screen.getByRole('button', { name: 'Show 0 NFTs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Show 6 NFTs' })).toBeTruthy();
  });

  it('searches by name in any case, and keeps the search in the query', async () => {
    provideFakeApi();
    renderAt('/inventory');
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: ' COW ' } });
    expect(names(await grid())).toEqual(['Cow #12']);
    expect(screen.getByText('1 of 6 shown')).toBeTruthy();
    expect(seen.location).toBe('/inventory?q=+COW+');
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No NFT matches your search and filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all NFTs' }));
    expect(screen.getByText('6 NFTs')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
    expect(seen.location).toBe('/inventory');
  });

  it('shows a chip per active filter, each removable, with Clear all, and counts them on the filter button', async () => {
    provideFakeApi();
    renderAt('/inventory?kind=pet&collection=f2p&rarity=epic');
    await screen.findByRole('list', { name: 'Active filters' });
    expect(useHeaderStore.getState().activeFilterCount).toBe(3);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Collection: Free to play✕', 'Kind: Pets✕', 'Rarity: Epic✕', 'Clear all']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Rarity: Epic' }));
    expect(useHeaderStore.getState().activeFilterCount).toBe(2);
    expect(seen.location).toBe('/inventory?collection=f2p&kind=pet');
    expect(screen.getByText('2 of 6 shown')).toBeTruthy();
    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(useHeaderStore.getState().activeFilterCount).toBe(0);
    expect(screen.getByText('6 NFTs')).toBeTruthy();
  });

  it('shows each NFT its picture, and a plain tile when the picture is missing or fails', async () => {
    provideFakeApi([
      nft({ id: 'a', name: 'Cow #1', image: '/nfts/cow.svg' }),
      nft({ id: 'b', name: 'Dog #2', image: '' }),
    ]);
    renderAt('/inventory');
    const list = await grid();
    const cow = within(list).getByRole('link', { name: 'Cow #1' }).closest('li')!;
    const dog = within(list).getByRole('link', { name: 'Dog #2' }).closest('li')!;
    const picture = cow.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/nfts/cow.svg');
    expect(within(dog).getByTestId('nft-image-fallback').textContent).toBe('D');
    fireEvent.error(picture);
    expect(cow.querySelector('img')).toBeNull();
    expect(within(cow).getByTestId('nft-image-fallback').textContent).toBe('C');
  });

  it('opens the sheet for a press made while the list loads, once the list is in', async () => {
    provideFakeApi();
    renderAt('/inventory');
    expect(screen.getAllByLabelText('Loading NFTs').length).toBeGreaterThan(0);
    pressFilter();
    await grid();
    expect(screen.getByRole('dialog', { name: 'Filter NFTs' })).toBeTruthy();
  });

  it('does not open the sheet for presses made before the page opened', async () => {
    provideFakeApi();
    act(() => useHeaderStore.getState().incrementFilterClickCount());
    renderAt('/inventory');
    await grid();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws a page of cards at a time, and a filter or sort starts again at the first page', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      nft({ id: `n-${i}`, name: `Chicken #${i}`, type: 'chicken', level: 1 + (i % 9) }),
    );
    provideFakeApi(many);
    renderAt('/inventory');
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: `Show more (${60 - PAGE_SIZE} left)` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE * 2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
  });

  it('draws the next page by itself when Show more comes near the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    // The test DOM has no IntersectionObserver: this one reports when the test says the button is near.
    window.IntersectionObserver = class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    } as unknown as typeof IntersectionObserver;
    const near = (isIntersecting: boolean) =>
      act(() => {
        for (const { callback, target } of [...observers]) {
          callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    try {
      provideFakeApi(Array.from({ length: 30 }, (_, i) => nft({ id: `n-${i}`, name: `Chicken #${i}` })));
      renderAt('/inventory');
      const list = await grid();
      near(false);
      expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
      near(true);
      expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE * 2);
      // Still near after a page was added: the next one follows, up to the end of the list.
      while (screen.queryByRole('button', { name: /^Show more/ })) near(true);
      expect(within(list).getAllByRole('listitem')).toHaveLength(30);
      expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
      expect(observers).toHaveLength(0);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('opens as the query says (Back from an NFT page), and follows the query when it changes another way', async () => {
    provideFakeApi();
    renderAt('/inventory?kind=pet&sort=name');
    expect(names(await grid())).toEqual(['Cat #9', 'Cow #12', 'Dog #2', 'Duck #40']);
    expect(screen.getByText('4 of 6 shown')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('name');

    act(() => void seen.navigate!('/inventory?collection=f2p'));
    expect(names(await grid())).toEqual(['Dog #2', 'Cat #9']);
    expect(screen.getByText('2 of 6 shown')).toBeTruthy();
    // The player's own choice goes to the query, and the grid keeps it as the query catches up.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(names(await grid())).toEqual(['Cat #9', 'Dog #2']);
    await waitFor(() => expect(seen.location).toBe('/inventory?collection=f2p&sort=name'));
    expect(names(await grid())).toEqual(['Cat #9', 'Dog #2']);
  });

  it('reads the list again when the server says an NFT changed', async () => {
    const api = provideFakeApi();
    const socket = provideFakeSocket();
    renderAt('/inventory');
    await grid();
    api.getNfts.mockImplementation(async (collection: string) =>
      NFTS.filter((item) => item.collection === collection).map((item) =>
        item.id === 'cow-1' ? { ...item, level: 4 } : item,
      ),
    );
    act(() => socket.emit('nftUpdated', nft({ level: 4 })));
    await screen.findByText('Level 4 / 90');
  });
});

describe('an NFT page', () => {
  it('has the back button on and the filter off, the rarity, level cap, and the ten stats now and after an upgrade', async () => {
    provideFakeApi();
    renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    expect(useHeaderStore.getState()).toMatchObject({ title: 'Inventory', hasBack: true, hasFilter: false });
    expect(screen.getByText('Epic')).toBeTruthy();
    expect(screen.getByText('Level 3 / 90')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Stats' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Object.values(UPGRADE_STAT_LABELS),
    );
    const maxEnergy = within(table).getByRole('row', { name: /^Max\. Energy/ });
    expect(
      within(maxEnergy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100', '110']);
    expect(within(table).getByRole('columnheader', { name: 'After upgrade' })).toBeTruthy();
    // Each action shows what it costs and how long it takes.
    expect(screen.getByText('85.2 GOLDY · 02:00:00')).toBeTruthy();
    expect(screen.getByText('38.47 GOLDY · instant')).toBeTruthy();
    expect(screen.getByText('1 HP and the love meter · instant, pays 27.75 GOLDY')).toBeTruthy();
    expect(screen.getAllByText('1 energy · instant')).toHaveLength(2);
  });

  it('shows a p2e NFT its mint with Copy and the explorer link; an f2p NFT has none', async () => {
    loadTestConfig();
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    provideFakeApi();
    const view = renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    expect(screen.getByText('7xKX....gAsU')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toContain(
      `/address/${COW_MINT}`,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy mint address' })));
    expect(writeText).toHaveBeenCalledWith(COW_MINT);
    await notified('Mint address copied');
    view.unmount();
    renderAt('/inventory/dog-1');
    await screen.findByRole('heading', { name: 'Dog #2', level: 2 });
    expect(screen.queryByText('Mint')).toBeNull();
  });

  it('says an unknown NFT is not in the inventory', async () => {
    provideFakeApi();
    renderAt('/inventory/nope');
    await screen.findByText('This NFT could not be loaded. That NFT is not in your inventory.');
  });

  const reasonOf = (name: string) => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const ids = button.getAttribute('aria-describedby')!.split(' ');
    return document.getElementById(ids[1]!)!.textContent;
  };

  it('says why each action is off, in the player words', async () => {
    stopTheClock();
    signedIn({ GOLDY: '50', DFL: '0' });
    // The gun back in the wallet, so what stops it is its energy.
    const held = NFTS.map((item) => (item.id === 'gun-1' ? { ...item, inWallet: true } : item));
    provideFakeApi(held, {
      'cow-1': quote({ upgrade: { ...quote().upgrade!, goldy: '1234', dfl: '30' } }),
      'gun-1': quote({ nftId: 'gun-1', energy: 0.4, energyFullAt: '2026-06-01T14:13:00.000Z' }),
      'rod-1': quote({ nftId: 'rod-1', levelCap: 5, upgrade: null }),
    });
    const view = renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    expect(reasonOf('Upgrade')).toBe('Not enough GOLDY: 1,234 needed');
    expect(screen.getByText('1,234 GOLDY + 30 DFL · 02:00:00')).toBeTruthy();
    view.unmount();

    const gun = renderAt('/inventory/gun-1');
    await screen.findByRole('heading', { name: 'Gun #3', level: 2 });
    await waitFor(() => expect(reasonOf('Play')).toBe('No energy: full again in 02:13:00'));
    expect(screen.queryByRole('button', { name: 'Feed' })).toBeNull();
    gun.unmount();

    const rod = renderAt('/inventory/rod-1');
    await screen.findByRole('heading', { name: 'Fishing Rod #7', level: 2 });
    expect(reasonOf('Upgrade')).toBe('Level cap reached');
    expect(reasonOf('Repair')).toBe('HP is full');
    rod.unmount();

    renderAt('/inventory/duck-1');
    await screen.findByRole('heading', { name: 'Duck #40', level: 2 });
    await waitFor(() => expect(reasonOf('Feed')).toBe('Upgrading: 04:45:00 left'));
    expect(reasonOf('Upgrade')).toBe('Upgrading: 04:45:00 left');
  });

  it('an NFT the wallet no longer holds, or a pet away on an adventure, can do nothing until it is back', async () => {
    stopTheClock();
    provideFakeApi([
      ...NFTS,
      nft({
        id: 'dog-2',
        name: 'Dog #5',
        type: 'dog',
        lockedUntil: '2026-06-01T15:00:00.000Z',
        adventure: { hours: 3, endsAt: '2026-06-01T15:00:00.000Z', goldy: '50' },
      }),
    ]);
    const gun = renderAt('/inventory/gun-1');
    await screen.findByRole('heading', { name: 'Gun #3', level: 2 });
    expect(screen.getByText(/^Not in your wallet:/)).toBeTruthy();
    for (const action of ['Upgrade', 'Repair', 'Play']) expect(reasonOf(action)).toBe('Not in your wallet');
    gun.unmount();

    renderAt('/inventory/dog-2');
    await screen.findByRole('heading', { name: 'Dog #5', level: 2 });
    await waitFor(() => expect(reasonOf('Adventure')).toBe('On an adventure: 03:00:00 left'));
    expect(screen.getByRole('timer', { name: 'On an adventure, back with 50 GOLDY in' }).textContent).toBe(
      '03:00:00',
    );
  });

  it('upgrades after confirming with the quoted price and a fresh idempotency key, then toasts and reads the NFT again', async () => {
    const api = provideFakeApi();
    renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    const loads = api.getNftQuote.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    const sheet = screen.getByRole('dialog', { name: 'Upgrade: Cow #12' });
    expect(within(sheet).getByText('3 → 4 of 90')).toBeTruthy();
    expect(within(sheet).getByText('85.2 GOLDY')).toBeTruthy();
    expect(within(sheet).getByText('02:00:00')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await notified('Upgrading to level 4: ready in 02:00:00');
    const [request] = api.upgradeNft.mock.calls[0] as [{ idempotencyKey: string }];
    expect(request).toEqual({ nftId: 'cow-1', idempotencyKey: expect.any(String), goldy: '85.2', dfl: '0' });
    expect(request.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(api.getNftQuote.mock.calls.length).toBeGreaterThan(loads));

    // Cancel sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Repair' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.repairNft).not.toHaveBeenCalled();
  });

  it('repairs, feeds, claims and plays, each ending with its result as a toast', async () => {
    const api = provideFakeApi();
    renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    const run = async (action: string, toast: string) => {
      await waitFor(() =>
        expect((screen.getByRole('button', { name: action }) as HTMLButtonElement).disabled).toBe(false),
      );
      fireEvent.click(screen.getByRole('button', { name: action }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      await notified(toast);
    };
    await run('Repair', 'Repaired: HP 100 / 100');
    expect(api.repairNft).toHaveBeenCalledWith({
      nftId: 'cow-1',
      idempotencyKey: expect.any(String),
      goldy: '38.47',
    });
    await run('Feed', 'Fed: love meter 60 / 100');
    await run('Claim', 'You earned 27.75 GOLDY');
    expect(api.claimAnimal).toHaveBeenCalledWith({ nftId: 'cow-1', idempotencyKey: expect.any(String) });
    await run('Play', 'You earned 37.5 GOLDY and 7 XP');
    const keys = [api.repairNft, api.feedAnimal, api.claimAnimal, api.playMiniGame].map(
      (call) => (call.mock.calls[0] as [{ idempotencyKey: string }])[0].idempotencyKey,
    );
    expect(new Set(keys).size).toBe(4);
  });

  it('sends a dog on the adventure length chosen, with what it pays', async () => {
    const adventures = [
      { hours: 1, durationMs: 3_600_000, goldy: '20' },
      { hours: 3, durationMs: 10_800_000, goldy: '50' },
      { hours: 8, durationMs: 28_800_000, goldy: '100' },
      { hours: 24, durationMs: 86_400_000, goldy: '240' },
    ];
    const api = provideFakeApi(NFTS, { 'dog-1': quote({ nftId: 'dog-1', claim: null, adventures }) });
    api.claimAnimal.mockResolvedValueOnce({
      nft: nft({ id: 'dog-1', adventure: { hours: 8, endsAt: '2026-06-01T20:00:00.000Z', goldy: '100' } }),
      funds: [],
      earned: null,
    });
    renderAt('/inventory/dog-1');
    await screen.findByRole('heading', { name: 'Dog #2', level: 2 });
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    const length = screen.getByRole('combobox', { name: 'Adventure length' });
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 h · 20 GOLDY', '3 h · 50 GOLDY', '8 h · 100 GOLDY', '24 h · 240 GOLDY']);
    fireEvent.change(length, { target: { value: '8' } });
    expect(screen.getByText('1 HP and the love meter · 08:00:00, pays 100 GOLDY')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adventure' }));
    const sheet = screen.getByRole('dialog', { name: 'Adventure: Dog #2' });
    expect(within(sheet).getByText('100 GOLDY')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await notified('Off on an adventure: back in 08:00:00 with 100 GOLDY');
    expect(api.claimAnimal).toHaveBeenCalledWith({
      nftId: 'dog-1',
      idempotencyKey: expect.any(String),
      adventureHours: 8,
    });
  });

  it('when the price changed, shows the new price and asks again; confirming pays the new one', async () => {
    const api = provideFakeApi();
    renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    api.upgradeNft.mockRejectedValueOnce(
      new GameApiError('The price changed. The upgrade now costs 90.1 GOLDY.', {
        request: 'POST /workflows/upgrade-nft',
        status: 409,
      }),
    );
    api.getNftQuote.mockResolvedValue(quote({ upgrade: { ...quote().upgrade!, goldy: '90.1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const again = await screen.findByRole('dialog', { name: 'Upgrade: Cow #12' });
    expect(within(again).getByText('The price changed. The upgrade now costs 90.1 GOLDY.')).toBeTruthy();
    expect(within(again).getByText('90.1 GOLDY')).toBeTruthy();
    expect(notices).toEqual([]);
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
    await notified('Upgrading to level 4: ready in 02:00:00');
    const calls = api.upgradeNft.mock.calls as [{ goldy: string; idempotencyKey: string }][];
    expect(calls.map(([body]) => body.goldy)).toEqual(['85.2', '90.1']);
    expect(calls[0]![0].idempotencyKey).not.toBe(calls[1]![0].idempotencyKey);
  });

  it('a refusal stays beside the actions in the server words until the player acts again', async () => {
    const api = provideFakeApi();
    api.playMiniGame.mockRejectedValueOnce(
      new GameApiError('No HP left: repair it first.', { request: 'POST /x', status: 409 }),
    );
    renderAt('/inventory/cow-1');
    await screen.findByRole('heading', { name: 'Cow #12', level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByTestId('action-error');
    expect(error.textContent).toBe('No HP left: repair it first.');
    expect(notices).toEqual([]);
    // Focus lands on the outcome, not the page body.
    await waitFor(() => expect(document.activeElement).toBe(error));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByTestId('action-error')).toBeNull();
  });
});
