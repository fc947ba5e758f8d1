import net from 'node:net';

/** True for 127.0.0.0/8 and ::1, in plain or IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

/** Headers a reverse proxy adds to name the client it forwards. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** True when the request names a forwarded client: it came through a proxy, whatever the socket says. */
export function isProxied(headers: Record<string, string | string[] | undefined>): boolean {
  return FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
}
