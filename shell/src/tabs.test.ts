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
});
