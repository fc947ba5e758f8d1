import type { FastifyReply } from 'fastify';
import { isSubmissionPending, type SubmissionPending } from '@companion/shared-state/schemas';

/** A submitted transaction's answer: 200 with what was booked, or 202 while the chain has not confirmed it. */
export function answered<R>(reply: FastifyReply, result: R | SubmissionPending): R | SubmissionPending {
  if (isSubmissionPending(result)) void reply.code(202);
  return result;
}
