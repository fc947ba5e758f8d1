import { aprForStake, aprFromServer, aprText } from './apr';

const DFL = 1_000_000_000n;
/** The seeded pool: 100 DFL and 10 USDC per LP, so one LP is worth 200 DFL. */
const POOL = { dflReserve: '100000', lpSupply: '1000' };
const dfl365 = { token: 'DFL' as const, rewardPerSecond: '0.007', fullEmissionAt: '100000' };
const lp365 = { token: 'DFL_USDC' as const, rewardPerSecond: '0.01', fullEmissionAt: '1000' };

describe('the APR of the amount typed', () => {
  it('counts the typed stake and shares by at least fullEmissionAt, as the game API does', () => {
    // Nothing staked: 1 DFL and 100,000 DFL both share 220,752 DFL a year by 100,000.
    expect(aprText(aprForStake({ ...dfl365, totalStaked: '0' }, DFL, POOL))).toBe('220 %');
    expect(aprText(aprForStake({ ...dfl365, totalStaked: '0' }, 100_000n * DFL, POOL))).toBe('220 %');
    // 50,000 staked and 150,000 typed: shared by 200,000.
    expect(aprText(aprForStake({ ...dfl365, totalStaked: '50000' }, 150_000n * DFL, POOL))).toBe('110 %');
    // 1e-9 DFL staked by someone else does not make the figure absurd.
    expect(aprText(aprForStake({ ...dfl365, totalStaked: '0.000000001' }, DFL, POOL))).toBe('220 %');
  });

  it('values LP at twice its DFL share of the pool', () => {
    expect(aprText(aprForStake({ ...lp365, totalStaked: '0' }, DFL / 100n, POOL))).toBe('157 %');
    expect(aprText(aprForStake({ ...lp365, totalStaked: '3000' }, 1_000n * DFL, POOL))).toBe('39.4 %');
    expect(aprForStake({ ...lp365, totalStaked: '0' }, DFL, { dflReserve: '0', lpSupply: '0' })).toBeNull();
  });

  it('shares the whole rate by what is staked when the server names no floor', () => {
    const option = { token: 'DFL' as const, rewardPerSecond: '0.001', totalStaked: '31535' };
    // 31,536 DFL a year on 31,536 DFL.
    expect(aprText(aprForStake(option, DFL, POOL))).toBe('100 %');
    expect(aprForStake({ ...option, totalStaked: '0' }, 0n, POOL)).toBeNull();
  });
});

describe('APR as players read it', () => {
  it('keeps two decimals at most, rounded down, and groups thousands', () => {
    expect(aprText(12_345_678n)).toBe('12.3 %');
    expect(aprText(12_500_000n)).toBe('12.5 %');
    expect(aprText(5_000_000n)).toBe('5 %');
    expect(aprText(788_400_000_000n)).toBe('788,400 %');
    expect(aprText(1_234_567_891n)).toBe('1,234 %');
  });

  it('tells tiny, zero and missing figures apart', () => {
    expect(aprText(9_999n)).toBe('< 0.01 %');
    expect(aprText(10_000n)).toBe('0.01 %');
    expect(aprText(0n)).toBe('0 %');
    expect(aprText(null)).toBe('—');
  });

  it("reads the server's figure", () => {
    expect(aprText(aprFromServer('63.07'))).toBe('63 %');
    expect(aprText(aprFromServer('1200.50'))).toBe('1,200 %');
    expect(aprText(aprFromServer(null))).toBe('—');
  });
});
