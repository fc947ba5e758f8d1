import { z } from '../schemas/zod';
import { allRoutes, gameRoutes } from '.';
import { fillPath } from './fillPath';
import type { RateLimitClass, RouteArea } from './defineRoute';

const routes = Object.entries(allRoutes);

describe('route declarations', () => {
  it('are named by their key, and no two share a method and path', () => {
    for (const [key, route] of routes) expect(route.name).toBe(key);
    const endpoints = routes.map(([, route]) => `${route.method} ${route.area}${route.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it("spend their area's budget: per address for sign-in and metadata, per wallet under {api}", () => {
    const allowed: Record<RouteArea, RateLimitClass[]> = {
      auth: ['address'],
      nftMetadata: ['address'],
      api: ['wallet', 'deposit'],
      dev: ['none'],
    };
    for (const [, route] of routes) expect(allowed[route.area]).toContain(route.rateLimit);
  });

  it('need a session for every {api} route', () => {
    for (const [, route] of routes) if (route.area === 'api') expect(route.auth).toBe(true);
  });

  it('carry an idempotencyKey in the body of every route declared idempotent', () => {
    for (const [, route] of routes) {
      if (!route.idempotent) continue;
      expect(route.method).toBe('POST');
      const body = 'body' in route ? route.body : undefined;
      expect(body).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((body as z.ZodMiniObject).shape)).toContain('idempotencyKey');
    }
  });

  it('name a parameter schema field for each path parameter', () => {
    for (const [, route] of routes) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const params = 'params' in route ? (route.params as z.ZodMiniObject) : undefined;
      expect(Object.keys(params?.shape ?? {})).toEqual(names);
    }
  });

  it("leave the client's routes to {auth} and {api}", () => {
    for (const route of Object.values(gameRoutes)) expect(['auth', 'api']).toContain(route.area);
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters and the query, leaving out undefined values', () => {
    expect(fillPath('/raffles/events/:id/entries', { id: 'r 1/2' })).toBe(
      '/raffles/events/r%201%2F2/entries',
    );
    expect(fillPath('/activity', {}, { limit: 5, before: undefined })).toBe('/activity?limit=5');
    expect(fillPath('/nft/quote', {}, { nftId: 'nft 1' })).toBe('/nft/quote?nftId=nft%201');
    expect(fillPath('/activity')).toBe('/activity');
  });

  it('refuses a missing path parameter', () => {
    expect(() => fillPath('/:walletId/nonce')).toThrow(
      'missing path parameter walletId for /:walletId/nonce',
    );
  });
});
