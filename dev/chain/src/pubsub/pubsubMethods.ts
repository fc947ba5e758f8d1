import { filtersOf } from '../rpc/accountFilters';
import { accountViewOf } from '../rpc/encodeAccount';
import type { RpcMethods } from '../rpc/jsonRpc';
import {
  booleanOption,
  commitmentOf,
  configParam,
  integerParam,
  positional,
  pubkeyParam,
  signatureParam,
} from '../rpc/params';
import { RpcCode, RpcError } from '../rpc/RpcError';
import type { SubscriberClient, SubscriptionHub, SubscriptionKind } from './SubscriptionHub';

/** Per-connection context: the client, and work to do once the reply has gone out. */
export interface PubsubContext {
  client: SubscriberClient;
  afterReply: (task: () => void) => void;
}

function unsubscribe(hub: SubscriptionHub, kind: SubscriptionKind) {
  return (params: unknown, context: PubsubContext) => {
    const id = integerParam(positional(params)[0], 'subscription id');
    if (!hub.unsubscribe(context.client, id, kind)) throw RpcError.invalidParams('Invalid subscription id.');
    return true;
  };
}

/** logsSubscribe's filter: every transaction ('all', 'allWithVotes'), or those naming one address. */
function logsMentions(filter: unknown): string | null {
  if (filter === 'all' || filter === 'allWithVotes') return null;
  if (filter && typeof filter === 'object' && 'mentions' in filter) {
    const { mentions } = filter as { mentions: unknown };
    if (!Array.isArray(mentions) || mentions.length !== 1) {
      throw new RpcError(RpcCode.InvalidParams, 'Invalid Request: Only 1 address supported');
    }
    return pubkeyParam(mentions[0], 'mentions[0]');
  }
  throw RpcError.invalidParams('the filter must be "all", "allWithVotes" or { mentions: [address] }');
}

export function pubsubMethods(hub: SubscriptionHub): RpcMethods<PubsubContext> {
  return {
    async signatureSubscribe(params, context) {
      const [signature, config] = positional(params);
      const options = configParam(config);
      const subscription = {
        kind: 'signature' as const,
        client: context.client,
        signature: signatureParam(signature),
        processed: commitmentOf(options) === 'processed',
        received: booleanOption(options, 'enableReceivedNotification', false),
      };
      await hub.untilAtCommitment(subscription.signature, subscription.processed);
      const id = hub.subscribe(subscription);
      context.afterReply(() => hub.notifyIfAlreadyLanded(id));
      return id;
    },
    signatureUnsubscribe: unsubscribe(hub, 'signature'),

    accountSubscribe(params, context) {
      const [address, config] = positional(params);
      const options = configParam(config);
      const key = pubkeyParam(address, 'account address');
      return hub.subscribe({
        kind: 'account',
        client: context.client,
        address: key,
        view: accountViewOf(options),
        processed: commitmentOf(options) === 'processed',
      });
    },
    accountUnsubscribe: unsubscribe(hub, 'account'),

    programSubscribe(params, context) {
      const [programId, config] = positional(params);
      const options = configParam(config);
      return hub.subscribe({
        kind: 'program',
        client: context.client,
        programId: pubkeyParam(programId, 'program id'),
        view: accountViewOf(options),
        filters: filtersOf(options),
        processed: commitmentOf(options) === 'processed',
      });
    },
    programUnsubscribe: unsubscribe(hub, 'program'),

    logsSubscribe(params, context) {
      const [filter, config] = positional(params);
      const mentions = logsMentions(filter);
      const processed = commitmentOf(configParam(config)) === 'processed';
      return hub.subscribe({ kind: 'logs', client: context.client, mentions, processed });
    },
    logsUnsubscribe: unsubscribe(hub, 'logs'),

    slotSubscribe: (_params, context) => hub.subscribe({ kind: 'slot', client: context.client }),
    slotUnsubscribe: unsubscribe(hub, 'slot'),

    rootSubscribe: (_params, context) => hub.subscribe({ kind: 'root', client: context.client }),
    rootUnsubscribe: unsubscribe(hub, 'root'),
  };
}
