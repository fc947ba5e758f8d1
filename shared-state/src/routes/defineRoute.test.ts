import { z } from '../schemas/zod';
import { allRoutes } from '.';
import { defineRoute } from './defineRoute';

const route = {
  name: 'example',
  method: 'POST',
  area: 'auth',
  path: '/example',
  summary: 'An example.',
  body: z.object({ walletId: z.string() }),
  responses: { 200: z.object({}) },
  errors: [400],
  idempotent: false,
  rateLimit: 'address',
  noPreflight: true,
} as const;

describe('defineRoute: noPreflight', () => {
  it('is refused on a route that sends the token, whose preflight the browser never skips', () => {
    expect(() => defineRoute({ ...route, auth: true })).toThrow(
      'example: a route that sends the token cannot go without a preflight',
    );
    expect(defineRoute({ ...route, auth: false }).noPreflight).toBe(true);
  });

  it('is declared by the sign-up and the sign-in alone', () => {
    const declared = Object.values(allRoutes).filter((one) => 'noPreflight' in one && one.noPreflight);
    expect(declared.map((one) => one.name).sort()).toEqual(['signIn', 'signUp']);
  });
});
