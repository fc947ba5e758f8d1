import { accountViewOf } from '../rpc/encodeAccount';
import type { RpcMethods } from '../rpc/jsonRpc';
import {
  commitmentOf,
  configParam,
  integerParam,
  positional,
  pubkeyParam,
  signatureParam,
} from '../rpc/params';
import { RpcError } from '../rpc/RpcError';
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

export function pubsubMethods(hub: SubscriptionHub): RpcMethods<PubsubContext> {
  return {
    signatureSubscribe(params, context) {
      const [signature, config] = positional(params);
      const key = signatureParam(signature);
      commitmentOf(configParam(config));
      const id = hub.subscribeSignature(context.client, key);
      context.afterReply(() => hub.notifyIfAlreadyLanded(id));
      return id;
    },
    signatureUnsubscribe: unsubscribe(hub, 'signature'),
    accountSubscribe(params, context) {
      const [address, config] = positional(params);
      const key = pubkeyParam(address, 'account address');
      const options = configParam(config);
      commitmentOf(options);
      return hub.subscribeAccount(context.client, key, accountViewOf(options, 'base64'));
    },
    accountUnsubscribe: unsubscribe(hub, 'account'),
  };
}
