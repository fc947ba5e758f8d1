import WebSocket from 'ws';

/** Opens a notification socket; resolves once open, rejects with the HTTP status when refused. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`refused with ${response.statusCode}`), { status: response.statusCode }),
      );
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** The next text message the socket receives, parsed. */
export function nextMessage(socket: WebSocket, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message arrived')), timeoutMs);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

export function closed(socket: WebSocket, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === socket.CLOSED) return resolve(1006);
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
