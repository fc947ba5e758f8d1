import type { ActivityKind } from '@companion/shared-state/schemas';

/** What a fund movement's reason says: the kind of action, and the NFT or raffle it was about. */
export interface ReadReason {
  kind: ActivityKind;
  nftId?: string;
  raffleId?: string;
  /** The level an upgrade reached; why a price came back. */
  detail?: string;
}

/**
 * The reasons the game writes with in-game fund movements (the FundsLedger's callers). A reason not listed
 * reads as 'other', so a new kind of movement still shows, with its amounts.
 */
const READERS: readonly ((reason: string) => ReadReason | undefined)[] = [
  (reason) => (reason === 'initial balance' ? { kind: 'startingFunds' } : undefined),
  (reason) => {
    const match = /^(.+): price given back, (.+)$/.exec(reason);
    if (!match) return undefined;
    const held = readReason(match[1]!);
    return { kind: 'priceReturned', nftId: held.nftId, detail: match[2]! };
  },
  (reason) => {
    const match = /^upgrade (\S+) to level (\d+)$/.exec(reason);
    return match ? { kind: 'upgrade', nftId: match[1]!, detail: `To level ${match[2]!}` } : undefined;
  },
  nftAction(/^repair (\S+)$/, 'repair'),
  nftAction(/^mini-game with (\S+)$/, 'miniGame'),
  nftAction(/^claim of (\S+)$/, 'petClaim'),
  nftAction(/^adventure of (\S+)$/, 'adventure'),
  (reason) => (/^bought \d+ (TICKET|GOLDEN_TICKET)$/.test(reason) ? { kind: 'ticketPurchase' } : undefined),
  raffleAction(/^raffle entry (\S+)$/, 'raffleEntry'),
  raffleAction(/^raffle refund (\S+)$/, 'raffleRefund'),
];

export function readReason(reason: string): ReadReason {
  for (const read of READERS) {
    const found = read(reason);
    if (found) return found;
  }
  return { kind: 'other' };
}

function nftAction(pattern: RegExp, kind: ActivityKind) {
  return (reason: string): ReadReason | undefined => {
    const match = pattern.exec(reason);
    return match ? { kind, nftId: match[1]! } : undefined;
  };
}

function raffleAction(pattern: RegExp, kind: ActivityKind) {
  return (reason: string): ReadReason | undefined => {
    const match = pattern.exec(reason);
    return match ? { kind, raffleId: match[1]! } : undefined;
  };
}
