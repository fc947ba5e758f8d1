import { getConfig } from '../../configStore';
import { takeBegunRead } from '../../api/begunReads';

/** A JSON-RPC answer of the chain: its result, or the error it gave. */
interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

/**
 * A call's JSON-RPC body. Each HTTP request carries one call and gets its own answer, so one id serves every
 * call, and the same call is the same body: the page's head can begin it (../firstReads.ts).
 */
export function chainCallBody(method: string, params: unknown[]): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
}

/**
 * One JSON-RPC call to the chain's endpoint (`rpcUrl`), with `fetch` alone: what the first screens read from
 * the chain needs no web3.js, so they can show before the wallet layer has loaded (docs/performance.md). An
 * HTTP failure or an error answer throws.
 */
export async function callChain<T>(method: string, params: unknown[]): Promise<T> {
  const { rpcUrl } = getConfig();
  const body = chainCallBody(method, params);
  // The page's head may have begun this very call (../../api/begunReads.ts).
  const response = await (takeBegunRead({ method: 'POST', url: rpcUrl, body, token: '' }) ??
    fetch(rpcUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  const answer = (await response.json()) as RpcAnswer<T>;
  if (answer.error) throw new Error(`${method}: ${answer.error.message} (${answer.error.code})`);
  if (!('result' in answer)) throw new Error(`${method}: no result`);
  return answer.result as T;
}
