import { z } from './zod';
import { walletIdSchema } from './common';

/** The games XP is kept for; `Total` is the sum over every game, the one the home tab shows. */
export const XP_GAME_IDS = ['Total'] as const;
export const xpGameIdSchema = z.enum(XP_GAME_IDS, {
  error: (issue) =>
    issue.input === undefined ? 'is required, e.g. gameId=Total' : `must be one of ${XP_GAME_IDS.join(', ')}`,
});
export type XpGameId = z.infer<typeof xpGameIdSchema>;

/** GET {api}/p2e/xp/p2e?gameId=Total&walletId=…: the query; walletId must be the signed-in wallet. */
export const xpQuerySchema = z.object({ gameId: xpGameIdSchema, walletId: walletIdSchema });
export type XpQuery = z.infer<typeof xpQuerySchema>;

/**
 * GET {api}/p2e/xp/p2e: the player's experience. `nextLevelXp` is the total XP at which `level + 1`
 * starts (not the XP still missing), so progress within the level is computable from the answer alone.
 */
export const xpResponseSchema = z.object({
  walletId: walletIdSchema,
  gameId: z.string().check(z.minLength(1)),
  xp: z.number().check(z.int(), z.nonnegative()),
  level: z.number().check(z.int(), z.positive()),
  nextLevelXp: z.number().check(z.int(), z.positive()),
});
export type XpResponse = z.infer<typeof xpResponseSchema>;
