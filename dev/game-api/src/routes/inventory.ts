import type { FastifyInstance } from 'fastify';
import {
  claimAnimalRequestSchema,
  nftActionRequestSchema,
  nftQuoteQuerySchema,
  nftRarityQuerySchema,
  gameSessionQuerySchema,
  type GameSession,
  repairNftRequestSchema,
  upgradeNftRequestSchema,
  type NftActionResult,
  type NftQuote,
  type NftRarity,
} from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { parseInput } from '../http/parseInput';
import { sessionOf } from '../http/sessionHook';
import { LEVEL_CAPS } from '../nfts/mechanics';

/** The inventory's calls (docs/game-api.md, "Inventory"): quotes, rarity, and the NFT workflows. */
export async function inventoryRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/nft/quote', async (request): Promise<NftQuote> => {
    const { nftId } = parseInput(nftQuoteQuerySchema, request.query, 'query');
    return ctx.nftActions.quote(sessionOf(request).walletId, nftId);
  });

  app.get('/nft/rarity', async (request): Promise<NftRarity> => {
    const { offChainId } = parseInput(nftRarityQuerySchema, request.query, 'query');
    const nft = ctx.nfts.findAnywhere(offChainId);
    if (!nft) throw new HttpError(404, 'No NFT has that id.');
    return { offChainId, rarity: nft.rarity, levelCap: LEVEL_CAPS[nft.rarity] };
  });

  app.post('/workflows/upgrade-nft', async (request): Promise<NftActionResult> => {
    const body = parseInput(upgradeNftRequestSchema, request.body, 'body');
    return ctx.nftActions.upgrade(sessionOf(request).walletId, body);
  });
  app.post('/workflows/repair-nft', async (request): Promise<NftActionResult> => {
    const body = parseInput(repairNftRequestSchema, request.body, 'body');
    return ctx.nftActions.repair(sessionOf(request).walletId, body);
  });
  app.post('/workflows/feed-animal', async (request): Promise<NftActionResult> => {
    const body = parseInput(nftActionRequestSchema, request.body, 'body');
    return ctx.nftActions.feed(sessionOf(request).walletId, body);
  });
  app.post('/workflows/play-animals-mini-game', async (request): Promise<NftActionResult> => {
    const body = parseInput(nftActionRequestSchema, request.body, 'body');
    return ctx.nftActions.play(sessionOf(request).walletId, body);
  });
  app.get('/workflows/game-session', async (request): Promise<GameSession[]> => {
    const { nftId } = parseInput(gameSessionQuerySchema, request.query, 'query');
    return ctx.nftActions.sessions(sessionOf(request).walletId, nftId);
  });
  app.post('/workflows/claim-animal', async (request): Promise<NftActionResult> => {
    const body = parseInput(claimAnimalRequestSchema, request.body, 'body');
    return ctx.nftActions.claim(sessionOf(request).walletId, body);
  });
}
