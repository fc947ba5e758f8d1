/**
 * Where an empty state sends the player next (docs/product-rules.md, "Empty states"): the app's own pages,
 * by their routes (config/tabs.json; /receive is the shell's).
 */
export const NEXT_STEPS = {
  deposit: { to: '/transfer', action: 'Deposit DFL' },
  buyTicket: { to: '/raffles', action: 'Buy a ticket' },
  raffles: { to: '/raffles', action: 'See raffles' },
  receive: { to: '/receive', action: 'Receive' },
} as const;

export type NextStep = (typeof NEXT_STEPS)[keyof typeof NEXT_STEPS];
