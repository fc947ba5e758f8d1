/** A readable reason from anything thrown (GameApiError messages are already written for people). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}
