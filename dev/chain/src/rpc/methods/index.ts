import type { Chain } from '../../ledger/Chain';
import type { RpcMethods } from '../jsonRpc';
import { accountMethods } from './accountMethods';
import { blockhashMethods } from './blockhashMethods';
import { clusterMethods } from './clusterMethods';
import { historyMethods } from './historyMethods';
import { sendMethods } from './sendMethods';
import { tokenMethods } from './tokenMethods';

/** Every JSON-RPC method the HTTP endpoint answers. */
export function rpcMethods(chain: Chain): RpcMethods<unknown> {
  return {
    ...clusterMethods(chain),
    ...blockhashMethods(chain),
    ...accountMethods(chain),
    ...tokenMethods(chain),
    ...sendMethods(chain),
    ...historyMethods(chain),
  };
}
