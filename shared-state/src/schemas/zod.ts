// zod as the app uses it: the tree-shakable API (`zod/mini`, the same checks as classic zod with functions in
// place of methods, so a bundle carries only the zod its schemas use), set up once. Every schema module and the
// runtime config import `z` from here, never from zod itself, so the setup below has run before any schema is
// built. This file only re-exports, so a bundler would skip it: package.json lists it under `sideEffects`.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

// Zod's default compiles each object schema into a function (decided when the schema is built): on a phone that
// is a long task in the middle of sign-in for answers of a few fields, which zod checks just as well without it
// (docs/performance.md, "Sign-in round trip"), and the page's Content-Security-Policy refuses the test zod
// makes to see whether it may (docs/deploying.md, "Content Security Policy").
z.config({ jitless: true });
// zod/mini words no problem unless a locale is loaded: with English, a check without a message of its own
// reads as in classic zod ("Invalid URL", "Too small: expected string to have >=1 characters"), the words a
// config problem and the game API's 400 answers show.
z.config(en());

export { z };
