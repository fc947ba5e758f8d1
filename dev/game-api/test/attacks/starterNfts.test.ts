import crypto from 'node:crypto';
import type { Nft, NftActionResult } from '@companion/shared-state/schemas';
import { configFromEnv } from '../../src/config';
import { inventoryPlayer, mintedPlayer } from '../support/inventoryPlayer';
import { postJson } from '../support/testServer';
import { startTestStack, type TestStack } from '../support/testStack';
import { newKey } from '../support/newKey';

jest.setTimeout(90_000);

/**
 * Attack: sign up many wallets to collect the starter NFTs, as real NFTs to sell or as a faucet of GOLDY to
 * withdraw. Starter p2e NFTs are minted only under the local stack's flag, and whatever a starter NFT earns is
 * bonus (docs/game-api.md, "Starter set").
 */
describe('attack: farming the starter NFTs', () => {
  it('without STARTER_P2E_NFTS=1 (every deployment) a new account gets no p2e NFT: nothing is minted', async () => {
    expect(configFromEnv({}).starterP2eNfts).toBe(false);
    expect(configFromEnv({ STARTER_P2E_NFTS: 'true' }).starterP2eNfts).toBe(false);
    expect(configFromEnv({ STARTER_P2E_NFTS: '1' }).starterP2eNfts).toBe(true);
    const stack = await startTestStack();
    try {
      const players = await Promise.all(Array.from({ length: 5 }, () => inventoryPlayer(stack.server)));
      for (const p of players) {
        expect(await p.get<Nft[]>('/nft/p2e')).toEqual([]);
        expect((await p.get<Nft[]>('/nft/f2p')).length).toBeGreaterThan(0);
      }
    } finally {
      await stack.stop();
    }
  });

  describe('on the local stack, where the flag is on', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startTestStack({ starterP2eNfts: true, miniGameScore: () => 100 });
    });
    afterAll(() => stack.stop());

    it('what starter NFTs earn is bonus: 5 wallets play every starter NFT and withdraw 0 GOLDY', async () => {
      const vault = stack.vaultOf('GOLDY');
      const before = await stack.balanceOf(vault);
      const players = await Promise.all(Array.from({ length: 5 }, () => mintedPlayer(stack)));
      let earned = 0;
      for (const p of players) {
        for (const nft of await p.nfts()) {
          const played = await p.post('/workflows/play-animals-mini-game', {
            nftId: nft.id,
            idempotencyKey: crypto.randomUUID(),
          });
          expect(played.status).toBe(200);
          earned += Number((played.body as NftActionResult).earned!.goldy);
        }
        const withdrawal = await postJson(
          `${stack.server.apiUrl}/p2e/withdraw`,
          { token: 'GOLDY', amount: '1', idempotencyKey: newKey() },
          { authorization: p.token },
        );
        expect(withdrawal).toEqual({
          status: 409,
          body: {
            error:
              'Insufficient in-game balance: you can withdraw 0 GOLDY. ' +
              'The rest is bonus (the starting GOLDY the game gave you and what bonus won or earned): ' +
              'it is for playing and cannot be withdrawn.',
          },
        });
      }
      console.log(`starter NFTs: 5 wallets earned ${earned.toFixed(2)} GOLDY in mini-games, withdrew 0`);
      expect(earned).toBeGreaterThan(0);
      expect(await stack.balanceOf(vault)).toBe(before);
    });
  });
});
