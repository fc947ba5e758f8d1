import { isFirstAppPage, parentPath } from './backTarget';

describe('parentPath', () => {
  it.each([
    ['/staking/add-lp', '/staking'],
    ['/inventory/nft/42', '/inventory'],
    ['/staking', '/'],
    ['/raffles', '/'],
    ['/', '/'],
    ['/unknown/deep', '/'],
    ['/stakingx', '/'],
  ])('from %s goes to %s', (from, to) => {
    expect(parentPath(from)).toBe(to);
  });
});

describe('isFirstAppPage', () => {
  it('is the location React Router started on', () => {
    expect(isFirstAppPage('default')).toBe(true);
    expect(isFirstAppPage('k3x9a1')).toBe(false);
  });
});
