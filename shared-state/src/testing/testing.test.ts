import { getConfig, runtimeConfigSchema } from '../config';
import { getGameApi } from '../services';
import { getNotificationSocket } from '../socket';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import {
  deferred,
  loadTestConfig,
  provideFakeGameApi,
  provideFakeSocket,
  raffleEvent,
  resetStores,
  signInAs,
} from '.';
import { raffleEventSchema } from '../schemas/raffles';

describe('testing helpers', () => {
  it('loads a valid runtime config with generated mints, overrides applied', () => {
    const config = loadTestConfig({ cluster: 'devnet' });
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
    expect(getConfig().cluster).toBe('devnet');
    expect(loadTestConfig().mints.DFL).not.toBe(config.mints.DFL);
  });

  it('provides a game API whose unfaked calls reject naming the call', async () => {
    const getXp = jest.fn(async () => ({ xp: 1 }));
    const api = provideFakeGameApi({ getXp });
    expect(getGameApi()).toBe(api);
    await expect(getGameApi().getXp('w')).resolves.toEqual({ xp: 1 });
    await expect(api.getTransfers()).rejects.toThrow('not faked in this test: getTransfers');
  });

  it('settles a deferred promise when told', async () => {
    const { promise, resolve } = deferred<number>();
    resolve(7);
    await expect(promise).resolves.toBe(7);
  });

  it('puts the shared stores and the socket registry back to their first state', () => {
    loadTestConfig();
    provideFakeGameApi();
    provideFakeSocket();
    useLoginStore.getState().setPublicKey('someone');
    useHeaderStore.getState().setTitle('Transfer');
    resetStores();
    expect(useLoginStore.getState().publicKey).toBe('');
    expect(useHeaderStore.getState().title).toBe('Home');
    expect(() => getConfig()).toThrow();
    expect(() => getGameApi()).toThrow();
    expect(getNotificationSocket()).toBeNull();
  });

  it('signs a player in with balances in both wallets, as the shell leaves the stores', () => {
    signInAs('player', { IN_GAME: { GOLDY: '12.5' }, GLOBAL: { USDC: '3' } });
    const { tokens } = useHeaderStore.getState();
    expect(useLoginStore.getState().publicKey).toBe('player');
    expect(tokens.IN_GAME.GOLDY).toMatchObject({ amount: '12.5', amountRaw: 12.5 });
    expect(tokens.GLOBAL.USDC).toMatchObject({ amount: '3', amountRaw: 3 });
    expect(tokens.IN_GAME.DFL.amount).toBe('0');
  });

  it('builds a raffle the game API would send, with overrides', () => {
    const raffle = raffleEvent({ entries: 7 });
    expect(raffleEventSchema.parse(raffle)).toEqual(raffle);
    expect(raffle.entries).toBe(7);
  });
});
