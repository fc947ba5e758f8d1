import { getConfig } from '../../configStore';

/** A JSON-RPC answer of the chain: its result, or the error it gave. */
interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

let nextId = 1;

/**
 * One JSON-RPC call to the chain's endpoint (`rpcUrl`), with `fetch` alone: what the first screens read from
 * the chain needs no web3.js, so they can show before the wallet layer has loaded (docs/performance.md). An
 * HTTP failure or an error answer throws.
 */
export async function callChain<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(getConfig().rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  const answer = (await response.json()) as RpcAnswer<T>;
  if (answer.error) throw new Error(`${method}: ${answer.error.message} (${answer.error.code})`);
  if (!('result' in answer)) throw new Error(`${method}: no result`);
  return answer.result as T;
}
