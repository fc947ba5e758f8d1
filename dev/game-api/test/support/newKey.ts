import crypto from 'node:crypto';

/** A fresh idempotency key for one value-moving request (docs/game-api.md, "Idempotency"). */
export const newKey = (): string => crypto.randomUUID();
