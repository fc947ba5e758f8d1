/** A decoded instruction body: `{ type, info }`, or a plain string for memos. */
export type ParsedBody = { type: string; info: Record<string, unknown> } | string;

export interface ProgramParser {
  program: string;
  parse(accounts: string[], data: Uint8Array): ParsedBody | undefined;
}

export function reader(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}
