import type { AccountFilter } from '../rpc/accountFilters';
import type { AccountView } from '../rpc/encodeAccount';

/** One WebSocket connection, as the hub sees it. */
export interface SubscriberClient {
  send(message: string): void;
}

interface Base {
  id: number;
  client: SubscriberClient;
}

/**
 * Signature, logs, account, program: `processed` hears of a transaction when it lands, `confirmed` and
 * `finalized` once it is on disk.
 */
export type Subscription =
  | (Base & { kind: 'signature'; signature: string; processed: boolean; received: boolean })
  | (Base & { kind: 'account'; address: string; view: AccountView; processed: boolean })
  | (Base & {
      kind: 'program';
      programId: string;
      view: AccountView;
      filters: AccountFilter[];
      processed: boolean;
    })
  | (Base & { kind: 'logs'; mentions: string | null; processed: boolean })
  | (Base & { kind: 'slot' })
  | (Base & { kind: 'root' });

export type SubscriptionKind = Subscription['kind'];
type Of<K extends SubscriptionKind> = Extract<Subscription, { kind: K }>;
export type NewSubscription = Subscription extends infer S
  ? S extends Subscription
    ? Omit<S, 'id'>
    : never
  : never;

/** What a subscription is filed under: the signature, address or program it watches, or its kind alone. */
function keyOf(subscription: Subscription): string {
  switch (subscription.kind) {
    case 'signature':
      return subscription.signature;
    case 'account':
      return subscription.address;
    case 'program':
      return subscription.programId;
    default:
      return '';
  }
}

/** Who waits for what: subscriptions by id and by kind and key, so a notification finds its listeners fast. */
export class SubscriptionRegistry {
  private nextId = 0;
  private readonly byId = new Map<number, Subscription>();
  private readonly byKind = new Map<SubscriptionKind, Map<string, Set<Subscription>>>();

  add(subscription: NewSubscription): number {
    const added = { ...subscription, id: this.nextId++ } as Subscription;
    this.byId.set(added.id, added);
    let index = this.byKind.get(added.kind);
    if (!index) this.byKind.set(added.kind, (index = new Map()));
    const key = keyOf(added);
    const set = index.get(key);
    if (set) set.add(added);
    else index.set(key, new Set([added]));
    return added.id;
  }

  get(id: number): Subscription | undefined {
    return this.byId.get(id);
  }

  /** The subscriptions of `kind` filed under `key` ('' for kinds without one), as a copy safe to change under. */
  find<K extends SubscriptionKind>(kind: K, key = ''): Of<K>[] {
    const set = this.byKind.get(kind)?.get(key);
    return set ? ([...set] as Of<K>[]) : [];
  }

  /** Every subscription of `kind`, whatever it watches. */
  all<K extends SubscriptionKind>(kind: K): Of<K>[] {
    const index = this.byKind.get(kind);
    return index ? ([...index.values()].flatMap((set) => [...set]) as Of<K>[]) : [];
  }

  has(kind: SubscriptionKind): boolean {
    return (this.byKind.get(kind)?.size ?? 0) > 0;
  }

  remove(subscription: Subscription): void {
    this.byId.delete(subscription.id);
    const index = this.byKind.get(subscription.kind);
    const key = keyOf(subscription);
    const set = index?.get(key);
    set?.delete(subscription);
    if (set?.size === 0) index?.delete(key);
  }

  /** Removes a client's own subscription of `kind`; false when there is none with that id. */
  unsubscribe(client: SubscriberClient, id: number, kind: SubscriptionKind): boolean {
    const subscription = this.byId.get(id);
    if (!subscription || subscription.client !== client || subscription.kind !== kind) return false;
    this.remove(subscription);
    return true;
  }

  dropClient(client: SubscriberClient): void {
    for (const subscription of [...this.byId.values()]) {
      if (subscription.client === client) this.remove(subscription);
    }
  }

  clear(): void {
    this.byId.clear();
    this.byKind.clear();
  }

  get size(): number {
    return this.byId.size;
  }
}
