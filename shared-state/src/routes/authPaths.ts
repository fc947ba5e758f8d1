/**
 * The sign-in input's path under {auth}, for a wallet not connected yet: declared by its route
 * (./authRoutes.ts) and named apart, so that the page's entry can ask for it as config.json arrives without
 * the route declarations' schemas (shell/src/boot/signInInputPreload.ts).
 */
export const SIGN_IN_INPUT_PATH = '/sign-in-input';
