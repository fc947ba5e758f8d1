import type { FastifyInstance } from 'fastify';
import { nftParamsSchema, type NftList } from '@companion/shared-state/schemas';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';
import { parseInput } from '../http/parseInput';

/** {api}/nft/p2e and {api}/nft/f2p: the signed-in wallet's game NFTs of that collection. */
export async function nftRoutes(app: FastifyInstance, ctx: GameContext): Promise<void> {
  app.get('/nft/:collection', async (request): Promise<NftList> => {
    const { walletId } = sessionOf(request);
    const { collection } = parseInput(nftParamsSchema, request.params, 'path');
    return ctx.nftActions.list(walletId, collection);
  });
}
