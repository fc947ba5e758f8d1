import type { FastifyInstance } from 'fastify';
import { inventoryRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { serveRoutes } from '../http/serveRoutes';
import { sessionOf } from '../http/sessionHook';
import { LEVEL_CAPS } from '../nfts/mechanics';
import { answered } from '../playerTransactions/answered';

/** The inventory's calls (docs/game-api.md, "Inventory"): the NFT lists, quotes, rarity and the NFT workflows. */
export function inventoryRoutes(app: FastifyInstance, ctx: GameContext): void {
  const walletOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).walletId;
  serveRoutes(app, ctx, routes, {
    getNftQuote: async ({ query, request }) => ctx.nftActions.quote(walletOf(request), query.nftId),
    getNftRarity: async ({ query }) => {
      const nft = ctx.nfts.findAnywhere(query.offChainId);
      if (!nft) throw new HttpError(404, 'No NFT has that id.');
      return { offChainId: query.offChainId, rarity: nft.rarity, levelCap: LEVEL_CAPS[nft.rarity] };
    },
    getNfts: async ({ params, request }) => ctx.nftActions.list(walletOf(request), params.collection),
    upgradeNft: async ({ body, request }) => ctx.nftActions.upgrade(walletOf(request), body),
    repairNft: async ({ body, request }) => ctx.nftActions.repair(walletOf(request), body),
    feedAnimal: async ({ body, request }) => ctx.nftActions.feed(walletOf(request), body),
    playMiniGame: async ({ body, request }) => ctx.nftActions.play(walletOf(request), body),
    getGameSessions: async ({ query, request }) => ctx.nftActions.sessions(walletOf(request), query.nftId),
    claimAnimal: async ({ body, request }) => ctx.nftActions.claim(walletOf(request), body),
    getNftCollect: async ({ query, request }) => requireCollect(ctx).offer(walletOf(request), query.nftId),
    collectNft: async ({ body: { nftId, transaction }, request, reply }) => {
      requireCollect(ctx);
      return answered(
        reply,
        await ctx.playerTransactions.submit('collectNft', walletOf(request), transaction, { nftId }),
      );
    },
  });
}

function requireCollect(ctx: GameContext) {
  if (!ctx.nftCollect)
    throw new HttpError(503, 'p2e NFTs are not set up on this server: it has no game authority');
  return ctx.nftCollect;
}
