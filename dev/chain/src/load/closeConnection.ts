import type { Connection } from '@solana/web3.js';

const SETTLE_MS = 100;

/**
 * Closes a web3.js Connection's PubSub socket, then waits a moment. web3.js has no public close: left open,
 * its client keeps reconnecting after the chain stops and holds the process open. And confirmTransaction
 * fires a getSignatureStatus it never awaits; stopping the chain while that request is in flight makes it
 * an unhandled rejection in the client, so it is given time to finish.
 */
export async function closeConnection(connection: Connection): Promise<void> {
  // `_rpcWebSocket` is web3.js's private rpc-websockets client.
  const internal = connection as unknown as {
    _rpcWebSocket?: { setAutoReconnect(on: boolean): void; close(code?: number): void };
  };
  try {
    internal._rpcWebSocket?.setAutoReconnect(false);
    internal._rpcWebSocket?.close(1000);
  } catch {
    // already closed
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}
