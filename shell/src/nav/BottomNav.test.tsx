import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useGoodNewsStore } from '@companion/shared-state/host';
import { BottomNav } from './BottomNav';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );
}

describe('BottomNav', () => {
  it('shows the five tab links with their hrefs', () => {
    renderAt('/');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Transfer', '/transfer'],
      ['Inventory', '/inventory'],
      ['Staking', '/staking'],
      ['Raffles', '/raffles'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/transfer', 'Transfer'],
    ['/inventory', 'Inventory'],
    ['/staking', 'Staking'],
    ['/raffles', 'Raffles'],
  ])('highlights only the link whose href equals %s', (path, label) => {
    renderAt(path);
    const active = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(active.map((l) => l.textContent)).toEqual([label]);
    expect(active[0]?.className).toContain('bottom-nav__link--active');
  });

  it('highlights nothing on a sub-path such as /staking/add-lp (exact match only)', () => {
    renderAt('/staking/add-lp');
    expect(screen.queryAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(0);
  });
});

describe('BottomNav intent', () => {
  it.each([
    ['the pointer over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['a press', (link: HTMLElement) => fireEvent.pointerDown(link)],
    ['a touch', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['focus', (link: HTMLElement) => fireEvent.focus(link)],
  ])('passes %s on a tab’s link as intent to open that tab, and nothing before', (_, act) => {
    const onIntent = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <BottomNav onIntent={onIntent} />
      </MemoryRouter>,
    );
    expect(onIntent).not.toHaveBeenCalled();
    act(screen.getByRole('link', { name: 'Raffles' }));
    expect(onIntent).toHaveBeenCalledWith('raffles');
  });

  it('badges a tab with good news not seen yet, named "new", until that tab is shown', () => {
    localStorage.clear();
    act(() => {
      useGoodNewsStore.getState().openWallet('Wallet1');
      useGoodNewsStore
        .getState()
        .announce([
          { id: 'raffleWin:1', tab: '/raffles', message: 'You won the 1st prize in Daily: 500 GOLDY!' },
        ]);
    });
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <BottomNav />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Raffles, new' })).toBeTruthy();
    expect(screen.getAllByTestId('nav-badge')).toHaveLength(1);

    act(() => go('/raffles'));
    expect(screen.getByRole('link', { name: 'Raffles' })).toBeTruthy();
    expect(screen.queryByTestId('nav-badge')).toBeNull();
    expect(useGoodNewsStore.getState().unseen).toEqual([]);
    act(() => useGoodNewsStore.getState().close());
  });
});
