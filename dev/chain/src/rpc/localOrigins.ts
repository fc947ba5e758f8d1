const LOCAL_ORIGIN = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/** Pages served from this machine (the shell and the tab remotes) may call the chain from the browser. */
export function isLocalOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && LOCAL_ORIGIN.test(origin);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}
