import { matchPath } from 'react-router-dom';
import { TABS, tabAt } from './tabs';

describe('tabAt', () => {
  it('finds the tab of a route and of any page below it, home only at "/"', () => {
    expect(tabAt('/')?.remote).toBe('home');
    expect(tabAt('/staking')?.remote).toBe('staking');
    expect(tabAt('/staking/add-lp')?.remote).toBe('staking');
    for (const tab of TABS) expect(tabAt(tab.href)).toBe(tab);
  });

  it('finds no tab on a page of the shell’s own or a route that only starts like one', () => {
    expect(tabAt('/about')).toBeNull();
    expect(tabAt('/stakingx')).toBeNull();
  });

  it('agrees with the router on every kind of path', () => {
    const paths = ['', '/', '//', '/about', '/About/', '/x/staking', '/%2Fstaking'];
    for (const tab of TABS) {
      const route = tab.href;
      paths.push(route, `${route}/`, `${route}//`, route.toUpperCase(), `${route}x`, `${route}-x`);
      paths.push(`${route}/add-lp`, `${route}/a/b?c=d`, `${route}.json`, `${route}/%20`, `/${route}`);
    }
    for (const path of paths) {
      const byRouter = TABS.find((tab) => matchPath(tab.path, path || '/') !== null) ?? null;
      expect([path, tabAt(path)?.remote ?? null]).toEqual([path, byRouter?.remote ?? null]);
    }
  });
});
