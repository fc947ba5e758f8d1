/** The five tabs of the bottom navigation (SPEC §2), each served by its own remote. */
export interface Tab {
  remote: string;
  label: string;
  href: string;
  /** Route pattern in the shell; the remote renders what is below it. */
  path: string;
}

export const TABS: readonly Tab[] = [
  { remote: 'home', label: 'Home', href: '/', path: '/' },
  { remote: 'transfer', label: 'Transfer', href: '/transfer', path: '/transfer/*' },
  { remote: 'inventory', label: 'Inventory', href: '/inventory', path: '/inventory/*' },
  // The staking remote also serves /staking/add-lp.
  { remote: 'staking', label: 'Staking', href: '/staking', path: '/staking/*' },
  { remote: 'raffles', label: 'Raffles', href: '/raffles', path: '/raffles/*' },
];
