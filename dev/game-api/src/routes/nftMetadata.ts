import type { FastifyInstance } from 'fastify';
import { AREA_PREFIX, nftMetadataRoutes as routes } from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { HttpError } from '../http/HttpError';
import { serveRoutes } from '../http/serveRoutes';

export const NFT_METADATA_PATH = AREA_PREFIX.nftMetadata;

/**
 * GET /nft-metadata/:mint: the public metadata JSON a p2e NFT's on-chain `uri` points to, in the shape wallets
 * and explorers read ({name, symbol, description, image, attributes}); no session, as a wallet asks without one.
 */
export function nftMetadataRoutes(app: FastifyInstance, ctx: GameContext): void {
  serveRoutes(app, ctx, routes, {
    getNftMetadata: async ({ params }) => {
      const nft = ctx.nfts.findByMint(params.mint);
      if (!nft) throw new HttpError(404, 'No NFT has that mint.');
      return {
        name: nft.name,
        symbol: 'GAME',
        description: `A ${nft.rarity} ${nft.kind} of the game, level ${nft.level}.`,
        image: nftImageUrl(ctx.config.appUri, nft.image),
        attributes: [
          { trait_type: 'Type', value: nft.type },
          { trait_type: 'Rarity', value: nft.rarity },
          { trait_type: 'Level', value: nft.level },
        ],
      };
    },
  });
}

/** The NFT's image as an absolute URL on the app's origin. */
export const nftImageUrl = (appUri: string, image: string) => new URL(image, appUri).toString();
