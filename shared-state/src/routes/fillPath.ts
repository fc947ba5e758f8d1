/**
 * A declared path with its `:name` parameters filled in (each value URI-encoded) and the query appended,
 * leaving out query values that are undefined (each URI-encoded too): `fillPath('/raffles/events/:id/entries', { id: 'r 1' })` is
 * "/raffles/events/r%201/entries".
 */
export function fillPath(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}
