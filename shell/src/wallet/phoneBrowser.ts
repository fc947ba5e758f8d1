/**
 * Whether the page runs in a phone's browser. Phone browsers take no wallet extensions, so a wallet
 * injected into a page on a phone is the wallet whose in-app browser this is (Phantom, Solflare, Backpack).
 */
export function isPhoneBrowser(
  nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator,
): boolean {
  if (nav.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}
