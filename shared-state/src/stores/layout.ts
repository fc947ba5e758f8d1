/** The app's three layout states (docs/product-rules.md, "Layout states"); it starts LoggedOut. */
export const Layout = { LoggedIn: 0, LoggedOut: 1, Loading: 2 } as const;

export type Layout = (typeof Layout)[keyof typeof Layout];
