import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface RenderTabOptions {
  /** The address the test starts at, e.g. '/staking/add-lp'. */
  at: string;
  /** Where the shell mounts the tab (its route in config/tabs.json), e.g. '/staking'. */
  mount: string;
}

/**
 * Renders a tab's `App` under a router the way the shell mounts it (docs/new-tab.md):
 * at `<mount>/*`, so the tab's own relative routes and links resolve as they do in production.
 */
export function renderTab(app: ReactElement, { at, mount }: RenderTabOptions): RenderResult {
  const pattern = mount === '/' ? '/*' : `${mount}/*`;
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={pattern} element={app} />
      </Routes>
    </MemoryRouter>,
  );
}
