import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { accountMethods } from './accountMethods';
import { blockhashMethods } from './blockhashMethods';
import { blockMethods } from './blockMethods';
import { blockStatsMethods } from './blockStatsMethods';
import { clusterMethods } from './clusterMethods';
import { historyMethods } from './historyMethods';
import { leaderMethods } from './leaderMethods';
import type { NodeAddresses } from './leaderMethods';
import { sendMethods } from './sendMethods';
import { stakeMethods } from './stakeMethods';
import { supplyMethods } from './supplyMethods';
import { tokenMethods } from './tokenMethods';

export type { NodeAddresses } from './leaderMethods';

/** Every JSON-RPC method the HTTP endpoint answers. */
export function rpcMethods(chain: Chain, node: NodeAddresses): RpcMethods<unknown> {
  return {
    ...clusterMethods(chain),
    ...leaderMethods(chain, node),
    ...stakeMethods(chain),
    ...supplyMethods(chain),
    ...blockhashMethods(chain),
    ...blockMethods(chain),
    ...blockStatsMethods(chain),
    ...accountMethods(chain),
    ...tokenMethods(chain),
    ...sendMethods(chain),
    ...historyMethods(chain),
  };
}
