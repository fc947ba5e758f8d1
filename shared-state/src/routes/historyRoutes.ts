import { rewardsHistorySchema, valueHistorySchema, xpHistorySchema } from '../schemas';
import { defineRoute } from './defineRoute';

/** The player's figures over time, one point a day, for the charts. Tabs call them through `call(route)`. */
export const historyRoutes = {
  getXpHistory: defineRoute({
    name: 'getXpHistory',
    method: 'GET',
    area: 'api',
    path: '/history/xp',
    summary: "The player's total XP at the end of each day, from their first day, at most a year.",
    auth: true,
    responses: { 200: xpHistorySchema },
    errors: [401, 429],
    idempotent: false,
    rateLimit: 'wallet',
  }),
  getRewardsHistory: defineRoute({
    name: 'getRewardsHistory',
    method: 'GET',
    area: 'api',
    path: '/history/rewards',
    summary: "The DFL the player's stakes had earned by the end of each day, claimed or not, at most a year.",
    auth: true,
    responses: { 200: rewardsHistorySchema },
    errors: [401, 429],
    idempotent: false,
    rateLimit: 'wallet',
  }),
  getValueHistory: defineRoute({
    name: 'getValueHistory',
    method: 'GET',
    area: 'api',
    path: '/history/value',
    summary:
      "The USD value of what the game holds for the player (in game and staked) at the end of each day, valued at today's prices.",
    auth: true,
    responses: { 200: valueHistorySchema },
    errors: [401, 429],
    idempotent: false,
    rateLimit: 'wallet',
  }),
} as const;
