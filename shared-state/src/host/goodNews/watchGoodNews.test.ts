import type { ActivityItem, StakePosition, StakingOverview } from '../../schemas';
import type { NotificationHandler, NotificationSocket } from '../../socket';
import { GOOD_NEWS_STORAGE_KEY, useGoodNewsStore, type GoodNews } from '../../stores/goodNewsStore';
import { GOOD_NEWS_FIRST_READ_MS, watchGoodNews } from './watchGoodNews';

const T0 = Date.parse('2026-06-10T12:00:00.000Z');
const WALLET = 'PlayerWallet1111';

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 'a1',
  kind: 'raffleWin',
  at: new Date(T0 - 60_000).toISOString(),
  status: 'confirmed',
  subject: 'Daily GOLDY Raffle',
  detail: '1st prize: 500 GOLDY',
  changes: [{ token: 'GOLDY', amount: '500' }],
  signature: null,
  payoutSignature: null,
  error: null,
  ...over,
});

const position = (over: Partial<StakePosition>): StakePosition => ({
  id: 'p1',
  optionId: 'dfl-30',
  token: 'DFL',
  lockDays: 30,
  amount: '1500',
  rewards: '1',
  rewardPerSecond: '0',
  asOf: new Date(T0).toISOString(),
  lockEnd: new Date(T0 + 10_000).toISOString(),
  status: 'active',
  signature: 'sig',
  createdAt: new Date(T0).toISOString(),
  ...over,
});

function fakeSocket() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const socket = {
    subscribe: (type: string, handler: NotificationHandler) => {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
  } as unknown as NotificationSocket; // only subscribe is used by the watch
  const push = (type: string) => handlers.get(type)?.forEach((h) => h(undefined, { type }));
  return { socket, push };
}

function setUp(items: ActivityItem[], positions: StakePosition[] = []) {
  const feed = { items };
  const staking = { positions };
  const gameApi = {
    getActivity: jest.fn(async () => ({ items: feed.items, next: null })),
    getStaking: jest.fn(async (): Promise<StakingOverview> => ({
      options: [],
      positions: staking.positions,
      vaults: { DFL: 'v', DFL_USDC: 'v' },
      now: new Date(Date.now()).toISOString(),
    })),
  };
  const said: GoodNews[] = [];
  const { socket, push } = fakeSocket();
  const start = () =>
    watchGoodNews({
      wallet: WALLET,
      gameApi,
      socket: () => socket,
      onSocketChange: () => () => undefined,
      say: (news) => said.push(news),
    });
  return { gameApi, said, push, start, feed, staking };
}

const settle = async (ms = GOOD_NEWS_FIRST_READ_MS) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  useGoodNewsStore.getState().close();
});
afterEach(() => jest.useRealTimers());

describe('good news: said once, its tab badged until seen', () => {
  it('says a raffle won and an adventure paid once, in player words, and badges their tabs', async () => {
    const { said, start } = setUp([
      item({}),
      item({
        id: 'a2',
        kind: 'adventure',
        subject: 'Rex',
        detail: null,
        changes: [{ token: 'GOLDY', amount: '1200' }],
      }),
      item({ id: 'a3', kind: 'ticketPurchase' }),
    ]);
    const stop = start();
    await settle();
    expect(said.map((n) => n.message)).toEqual([
      'You won the 1st prize in Daily GOLDY Raffle: 500 GOLDY!',
      'Rex is back from an adventure with 1,200 GOLDY!',
    ]);
    expect(useGoodNewsStore.getState().unseen).toEqual(['/raffles', '/inventory']);
    stop();

    // A reload (a new watch, the store read again from storage) says nothing twice; the badges stay.
    useGoodNewsStore.getState().close();
    const again = setUp([item({})]);
    const stopAgain = again.start();
    await settle();
    expect(again.said).toEqual([]);
    expect(useGoodNewsStore.getState().unseen).toEqual(['/raffles', '/inventory']);
    useGoodNewsStore.getState().markSeen('/raffles');
    expect(useGoodNewsStore.getState().unseen).toEqual(['/inventory']);
    expect(JSON.parse(localStorage.getItem(`${GOOD_NEWS_STORAGE_KEY}.${WALLET}`)!).unseen).toEqual([
      '/inventory',
    ]);
    stopAgain();
  });

  it('reads again after a message that may bring news, and says only what is new', async () => {
    const { said, start, push, feed } = setUp([]);
    const stop = start();
    await settle();
    expect(said).toEqual([]);
    feed.items = [item({ id: 'win-2' })];
    push('fundsUpdated');
    push('raffleUpdated');
    await settle(1000);
    expect(said).toHaveLength(1);
    stop();
  });

  it('on a first visit, says what is recent and remembers older news without a word', async () => {
    const { said, start } = setUp([
      item({ id: 'old', at: new Date(T0 - 4 * 24 * 3600 * 1000).toISOString() }),
    ]);
    const stop = start();
    await settle();
    expect(said).toEqual([]);
    expect(useGoodNewsStore.getState().announced).toEqual(['raffleWin:old']);
    expect(useGoodNewsStore.getState().unseen).toEqual([]);
    stop();
  });

  it('says when a locked stake unlocks on the game clock, at that moment, with no message needed', async () => {
    const { said, start } = setUp([], [position({}), position({ id: 'flex', lockDays: 0 })]);
    const stop = start();
    await settle();
    expect(said).toEqual([]);
    await settle(11_000);
    expect(said.map((n) => [n.tab, n.message])).toEqual([
      ['/staking', 'Your 30-day stake of 1,500 DFL is unlocked: claim its rewards or take it out.'],
    ]);
    stop();
  });

  it('keeps nothing without a signed-in wallet, and a failed read says nothing', async () => {
    expect(useGoodNewsStore.getState().announce([{ id: 'x', tab: '/raffles', message: 'm' }])).toEqual([]);
    const { said, start, gameApi } = setUp([]);
    gameApi.getActivity.mockRejectedValueOnce(new Error('down'));
    const stop = start();
    await settle();
    expect(said).toEqual([]);
    stop();
  });
});
