import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigSchema } from '../config';
import { raffleIdParamsSchema } from '../routes';
import { nonceResponseSchema } from './auth';
import { z } from './zod';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('zod as the app sets it up', () => {
  it('words a check that has no message of its own in English, as classic zod does', () => {
    expect(firstMessage(raffleIdParamsSchema.safeParse({ id: '' }))).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(firstMessage(nonceResponseSchema.safeParse({}))).toBe(
      'Invalid input: expected string, received undefined',
    );
    expect(firstMessage(runtimeConfigSchema.safeParse({ authUrl: 'not a url' }))).toBe('Invalid URL');
  });

  it('checks without compiling a function, which the Content-Security-Policy refuses', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is kept by bundlers, though it only re-exports: the package lists it as having side effects', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { sideEffects: string[] };
    expect(manifest.sideEffects).toContain('./src/schemas/zod.ts');
  });
});
