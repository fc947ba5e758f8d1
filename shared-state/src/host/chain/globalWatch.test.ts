import type { ChainSubscription, ChainSubscriptions } from './chainSubscriptions';
import { TOKEN_PROGRAM_ADDRESS } from './globalBalances';
import { globalWatcher } from './globalWatch';

const OWNER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('globalWatcher', () => {
  it('subscribes to the token program’s accounts held by the owner, calls onChange at each notification, and ends', () => {
    const made: { subscription: ChainSubscription; onNotify: () => void }[] = [];
    const ended: ChainSubscription[] = [];
    const chain: ChainSubscriptions = {
      subscribe: (subscription, onNotify) => {
        made.push({ subscription, onNotify });
        return () => void ended.push(subscription);
      },
      close: () => undefined,
    };
    const onChange = jest.fn();
    const unwatch = globalWatcher(chain)(OWNER, onChange);
    expect(made.map(({ subscription }) => subscription)).toEqual([
      {
        method: 'programSubscribe',
        unsubscribeMethod: 'programUnsubscribe',
        params: [
          TOKEN_PROGRAM_ADDRESS,
          {
            commitment: 'confirmed',
            encoding: 'base64',
            filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: OWNER } }],
          },
        ],
      },
    ]);
    made[0]!.onNotify();
    expect(onChange).toHaveBeenCalledTimes(1);
    unwatch();
    expect(ended).toEqual([made[0]!.subscription]);
  });
});
