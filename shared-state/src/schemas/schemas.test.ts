import { decodeBase58 } from './base58';
import { amountSchema, deltaSchema, signatureSchema, walletIdSchema } from './common';
import { fundsUpdatedMessageSchema, serverMessageSchema } from './notifications';
import { LEVEL_CAPS, nftSchema, UPGRADE_STAT_LABELS } from './nfts';

// Encodes with the reference algorithm, to check the decoder against it.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x00${Buffer.from(bytes).toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

describe('decodeBase58', () => {
  it('round-trips bytes, leading zeros included', () => {
    for (const bytes of [[0], [0, 0, 1], [255, 255], Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]) {
      expect(Array.from(decodeBase58(encodeBase58(Uint8Array.from(bytes))) ?? [])).toEqual(bytes);
    }
  });
  it('rejects characters outside the alphabet and empty text', () => {
    expect(decodeBase58('0OIl')).toBeNull();
    expect(decodeBase58('')).toBeNull();
  });
});

describe('input schemas', () => {
  it('accepts a 32-byte public key only', () => {
    expect(walletIdSchema.safeParse('11111111111111111111111111111111').success).toBe(true);
    expect(walletIdSchema.safeParse(encodeBase58(new Uint8Array(31).fill(9))).success).toBe(false);
    expect(walletIdSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'must be a base58 public key (32 bytes)',
    );
  });
  it('accepts a 64-byte signature or a transaction-sized blob', () => {
    expect(signatureSchema.safeParse(encodeBase58(new Uint8Array(64).fill(1))).success).toBe(true);
    expect(signatureSchema.safeParse(encodeBase58(new Uint8Array(300).fill(1))).success).toBe(true);
    expect(signatureSchema.safeParse(encodeBase58(new Uint8Array(65).fill(1))).success).toBe(false);
  });
  it('reads amounts and deltas as exact decimal strings', () => {
    expect(amountSchema.safeParse('0.000000001').success).toBe(true);
    expect(amountSchema.safeParse('-1').success).toBe(false);
    expect(amountSchema.safeParse(1).success).toBe(false);
    expect(deltaSchema.safeParse('-12.5').success).toBe(true);
    expect(deltaSchema.safeParse('1e9').success).toBe(false);
  });
});

describe('NFT and socket schemas', () => {
  it('labels the ten upgrade stats as the product does', () => {
    expect(UPGRADE_STAT_LABELS).toEqual({
      currentMaxEnergy: 'Max. Energy',
      currentEnergyRate: 'Energy Restoration Rate',
      currentHealthRestoringCost: 'Current Restoring Cost',
      currentReward: 'Current Reward Rate',
      bonusMultiplier: 'Bonus Multiplier',
      bonusChance: 'Bonus Chance',
      criticalDamageProbability: 'Crit. Damage Probability',
      criticalDamageMultiplier: 'Crit. Damage Multiplier',
      fuelConsumptionRate: 'Fuel Consumption Rate',
      feedMeterIncrement: 'Feed Meter Increment',
    });
    const stats = Object.fromEntries(Object.keys(UPGRADE_STAT_LABELS).map((key) => [key, 1]));
    const nft = {
      id: 'a',
      name: 'Cow #1',
      collection: 'p2e',
      mint: 'So11111111111111111111111111111111111111112',
      inWallet: true,
      kind: 'pet',
      type: 'cow',
      level: 1,
      hp: 50,
      maxHp: 100,
      energy: 10,
      maxEnergy: 100,
      loveMeter: 30,
      rarity: 'epic',
      image: '/nfts/cow.svg',
      lockedUntil: null,
      adventure: null,
      stats,
    };
    expect(nftSchema.safeParse(nft).success).toBe(true);
    expect(nftSchema.safeParse({ ...nft, rarity: 'mythic' }).success).toBe(false);
    expect(nftSchema.safeParse({ ...nft, collection: 'f2p', mint: null }).success).toBe(true);
    expect(nftSchema.safeParse({ ...nft, inWallet: undefined }).success).toBe(false);
  });
  it('tells server messages apart by type', () => {
    const message = { type: 'fundsUpdated', data: [{ mint: 'DefaultTicket', amount: '3' }] };
    expect(fundsUpdatedMessageSchema.parse(message)).toEqual(message);
    expect(serverMessageSchema.parse({ type: 'pong' })).toEqual({ type: 'pong' });
    expect(
      serverMessageSchema.safeParse({ type: 'fundsUpdated', data: [{ mint: 'x', amount: 3 }] }).success,
    ).toBe(false);
  });
});

describe('LEVEL_CAPS', () => {
  it('caps every rarity at its published level', () => {
    expect(LEVEL_CAPS).toEqual({ common: 30, uncommon: 50, rare: 70, epic: 90, legendary: 100 });
  });
});
