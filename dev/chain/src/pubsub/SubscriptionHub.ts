import type { Chain } from '../ledger/Chain';
import type { TransactionRecord } from '../ledger/types';
import type { AccountView } from '../rpc/encodeAccount';
import { encodeAccount } from '../rpc/encodeAccount';
import { mintDecimals } from '../rpc/methods/shared';
import { SYSTEM_PROGRAM_ID } from '../accounts/programIds';

/** One WebSocket connection, as the hub sees it. */
export interface SubscriberClient {
  send(message: string): void;
}

type Subscription =
  | { kind: 'signature'; id: number; client: SubscriberClient; signature: string }
  | { kind: 'account'; id: number; client: SubscriberClient; address: string; view: AccountView };

export type SubscriptionKind = Subscription['kind'];

// A closed account is announced as an empty system account, as a validator does.
const CLOSED_ACCOUNT = {
  lamports: 0n,
  data: new Uint8Array(0),
  owner: SYSTEM_PROGRAM_ID,
  executable: false,
  rentEpoch: 0n,
};

/**
 * signatureSubscribe / accountSubscribe bookkeeping: who waits for what, and the notifications sent when a
 * transaction lands (accounts) or is on disk (signatures). Signature subscriptions end with their one notification, as on a validator.
 */
export class SubscriptionHub {
  private nextId = 0;
  private readonly byId = new Map<number, Subscription>();
  private readonly bySignature = new Map<string, Set<Subscription>>();
  private readonly byAccount = new Map<string, Set<Subscription>>();
  private readonly decimalsOf: (mint: string) => number | undefined;
  private readonly stopListening: () => void;
  private readonly stopDurable: () => void;

  constructor(private readonly chain: Chain) {
    this.decimalsOf = mintDecimals(chain);
    this.stopListening = chain.onTransaction((record, writable) => this.onTransaction(record, writable));
    this.stopDurable = chain.onDurable(() => this.onDurable());
  }

  subscribeSignature(client: SubscriberClient, signature: string): number {
    return this.add(this.bySignature, signature, { kind: 'signature', id: this.nextId++, client, signature });
  }

  /** A subscriber that arrives after the transaction landed is told at once (after its subscribe reply). */
  notifyIfAlreadyLanded(id: number): void {
    const subscription = this.byId.get(id);
    if (subscription?.kind !== 'signature') return;
    const record = this.chain.index.get(subscription.signature);
    if (record && this.chain.isDurable(record)) this.notifySignature(subscription, record);
  }

  subscribeAccount(client: SubscriberClient, address: string, view: AccountView): number {
    return this.add(this.byAccount, address, { kind: 'account', id: this.nextId++, client, address, view });
  }

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

  close(): void {
    this.stopListening();
    this.stopDurable();
    this.byId.clear();
    this.bySignature.clear();
    this.byAccount.clear();
  }

  get size(): number {
    return this.byId.size;
  }

  private add(index: Map<string, Set<Subscription>>, key: string, subscription: Subscription): number {
    this.byId.set(subscription.id, subscription);
    const set = index.get(key);
    if (set) set.add(subscription);
    else index.set(key, new Set([subscription]));
    return subscription.id;
  }

  private remove(subscription: Subscription): void {
    this.byId.delete(subscription.id);
    const [index, key] =
      subscription.kind === 'signature'
        ? [this.bySignature, subscription.signature]
        : [this.byAccount, subscription.address];
    const set = index.get(key);
    set?.delete(subscription);
    if (set?.size === 0) index.delete(key);
  }

  /** Signature subscribers hear of a transaction once it is on disk (confirmed), not when it is processed. */
  private onDurable(): void {
    for (const [signature, subscriptions] of [...this.bySignature]) {
      const record = this.chain.index.get(signature);
      if (!record || !this.chain.isDurable(record)) continue;
      for (const subscription of [...subscriptions]) this.notifySignature(subscription, record);
    }
  }

  private onTransaction(record: TransactionRecord, writable: string[]): void {
    for (const address of new Set(writable)) {
      const subscriptions = this.byAccount.get(address);
      if (!subscriptions) continue;
      const account = this.chain.getAccount(address) ?? CLOSED_ACCOUNT;
      for (const subscription of subscriptions) {
        if (subscription.kind !== 'account') continue;
        let value: unknown;
        try {
          value = encodeAccount(account, subscription.view, this.decimalsOf);
        } catch {
          continue; // e.g. base58 asked for an account that grew past 128 bytes
        }
        this.send(subscription, 'accountNotification', record.slot, value);
      }
    }
  }

  private notifySignature(subscription: Subscription, record: TransactionRecord): void {
    this.remove(subscription);
    this.send(subscription, 'signatureNotification', record.slot, { err: record.err });
  }

  private send(subscription: Subscription, method: string, slot: number, value: unknown): void {
    subscription.client.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method,
        params: { result: { context: { slot }, value }, subscription: subscription.id },
      }),
    );
  }
}
