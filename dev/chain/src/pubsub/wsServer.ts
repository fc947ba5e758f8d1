import type http from 'node:http';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { handleJsonRpc } from '../rpc/jsonRpc';
import { pubsubMethods } from './pubsubMethods';
import type { PubsubContext } from './pubsubMethods';
import type { SubscriptionHub } from './SubscriptionHub';

const MAX_MESSAGE_BYTES = 1024 * 1024;

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as Buffer).toString('utf8');
}

/** The PubSub WebSocket endpoint: JSON-RPC subscribe/unsubscribe per connection, notifications pushed. */
export function createWsServer(server: http.Server, hub: SubscriptionHub, onError: (error: unknown) => void) {
  const wss = new WebSocketServer({ server, maxPayload: MAX_MESSAGE_BYTES });
  const methods = pubsubMethods(hub);

  wss.on('connection', (socket: WebSocket) => {
    const client = {
      send(message: string) {
        if (socket.readyState === socket.OPEN) socket.send(message);
      },
    };
    // Messages are answered in order, one after the other.
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      queue = queue.then(async () => {
        const tasks: (() => void)[] = [];
        const context: PubsubContext = { client, afterReply: (task) => tasks.push(task) };
        const reply = await handleJsonRpc(text(data), methods, context, onError);
        if (reply !== undefined) client.send(reply);
        for (const task of tasks) task();
      });
      queue = queue.catch(onError);
    });
    socket.on('close', () => hub.dropClient(client));
    socket.on('error', () => hub.dropClient(client));
  });
  return wss;
}
