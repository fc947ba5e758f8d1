import WebSocket from 'ws';

export interface WsMessage {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: { subscription: number; result: { context: { slot: number }; value: unknown } };
}

/** A bare PubSub client: send raw frames, await the next message matching a predicate. */
export async function openWsClient(url: string) {
  const socket = new WebSocket(url);
  const received: WsMessage[] = [];
  const waiters: { match: (m: WsMessage) => boolean; resolve: (m: WsMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsMessage;
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    } else received.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const next = (match: (m: WsMessage) => boolean, timeoutMs = 5000) =>
    new Promise<WsMessage>((resolve, reject) => {
      const queued = received.find(match);
      if (queued) {
        received.splice(received.indexOf(queued), 1);
        return resolve(queued);
      }
      const timer = setTimeout(() => reject(new Error('no matching message')), timeoutMs);
      waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  return {
    sendRaw: (text: string) => socket.send(text),
    async call(method: string, params: unknown[]): Promise<WsMessage> {
      id += 1;
      const requestId = id;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: requestId, method, params }));
      return next((m) => m.id === requestId);
    },
    next,
    notification: (subscription: number) => next((m) => m.params?.subscription === subscription),
    close: () => socket.close(),
  };
}
