import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
