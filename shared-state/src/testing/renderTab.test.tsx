import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderTab } from './renderTab';

function QuestsApp() {
  return (
    <Routes>
      <Route index element={<Link to="detail/7">Quest 7</Link>} />
      <Route path="detail/:id" element={<h2>Quest detail</h2>} />
    </Routes>
  );
}

describe('renderTab', () => {
  it("mounts the tab under its route, so the tab's relative routes resolve as in the shell", () => {
    renderTab(<QuestsApp />, { at: '/quests/detail/7', mount: '/quests' });
    expect(screen.getByRole('heading', { name: 'Quest detail' })).toBeTruthy();
  });

  it('resolves relative links from the mount point', () => {
    renderTab(<QuestsApp />, { at: '/quests', mount: '/quests' });
    expect(screen.getByRole('link', { name: 'Quest 7' }).getAttribute('href')).toBe('/quests/detail/7');
  });

  it('mounts a tab that owns the root at /', () => {
    renderTab(<QuestsApp />, { at: '/', mount: '/' });
    expect(screen.getByRole('link', { name: 'Quest 7' }).getAttribute('href')).toBe('/detail/7');
  });
});
