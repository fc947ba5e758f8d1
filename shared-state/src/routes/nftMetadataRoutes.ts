import { z } from '../schemas/zod';
import { defineRoute } from './defineRoute';

/** A p2e NFT's mint address in a path. */
export const nftMintParamsSchema = z.object({ mint: z.string().check(z.minLength(32), z.maxLength(44)) });

/** The public metadata JSON a p2e NFT's on-chain `uri` points to, in the shape wallets and explorers read. */
export const nftMetadataSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.string(),
  attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
});
export type NftMetadata = z.infer<typeof nftMetadataSchema>;

/** Public: wallets and explorers ask without a session. */
export const nftMetadataRoutes = {
  getNftMetadata: defineRoute({
    name: 'getNftMetadata',
    method: 'GET',
    area: 'nftMetadata',
    path: '/:mint',
    summary: "A p2e NFT's public metadata by its mint.",
    auth: false,
    params: nftMintParamsSchema,
    responses: { 200: nftMetadataSchema },
    errors: [400, 404, 429],
    idempotent: false,
    rateLimit: 'address',
  }),
} as const;
