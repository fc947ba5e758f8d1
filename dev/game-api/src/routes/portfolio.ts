import type { FastifyRequest } from 'fastify';
import type { Portfolio } from '@companion/shared-state/schemas';
import { createChainConnection } from '../chain/chainConnection';
import type { GameContext } from '../GameContext';
import { sessionOf } from '../http/sessionHook';
import { globalMints, readGlobalBalances } from '../portfolio/globalBalances';
import { readPortfolio } from '../portfolio/readPortfolio';
import { readPrices } from '../prices/readPrices';
import { readChainAddresses } from '../stackData';

/**
 * {api}/portfolio: what the signed-in player holds in game, in the Global Wallet, staked and in the pool, valued
 * at the game's prices. The Global Wallet is read on the chain whose mints the local chain wrote down; without
 * them the wallet and pool parts say they could not be read.
 */
export function portfolioReader(ctx: GameContext): (request: FastifyRequest) => Promise<Portfolio> {
  const mints = globalMints(readChainAddresses(ctx.config.dataDir)?.mints);
  const connection = mints && createChainConnection(ctx.config.chainRpcUrl);

  return async (request) => {
    const { walletId } = sessionOf(request);
    const onPoolUnread = (error: unknown) =>
      request.log.warn({ err: error }, 'the pool could not be read for prices');
    return readPortfolio(
      {
        prices: () =>
          readPrices({
            bookedReserves: () => ctx.pool.bookedReserves(),
            now: ctx.now,
            onUnread: onPoolUnread,
          }),
        inGame: (wallet, token) => ctx.ledger.balance(wallet, token).amount,
        globalBalances:
          connection && mints ? (wallet) => readGlobalBalances(connection, wallet, mints) : undefined,
        staking: (wallet) => ctx.staking.overview(wallet),
        now: ctx.now,
        onUnread: (what, error) =>
          request.log.warn({ err: error }, `the portfolio's ${what} part was not read`),
      },
      walletId,
    );
  };
}
