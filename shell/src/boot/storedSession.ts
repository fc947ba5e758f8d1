/**
 * The page's inline scripts for a player with a stored session, so the sign-in screen in the HTML is never
 * painted for them: one in the head marks the page before the body is parsed (styles.css hides the sign-in
 * screen under the mark), one after the root swaps in the loading screen. Both read what the login store
 * persists (`{"state":{"token":…}}`) and give up quietly where storage is blocked (a wallet's frame).
 */
export const STORED_SESSION_MARK = 'resume';

/** Escapes a value for a script element: no `</script>` or `<!--` can end or bend it. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function markStoredSessionScript(storageKey: string): string {
  return (
    `try{var s=JSON.parse(localStorage.getItem(${scriptLiteral(storageKey)})||"null");` +
    `if(s&&s.state&&typeof s.state.token==="string"&&s.state.token)` +
    `document.documentElement.dataset.boot=${scriptLiteral(STORED_SESSION_MARK)}}catch(e){}`
  );
}

export function showLoadingScreenScript(loadingScreenHtml: string): string {
  return (
    `if(document.documentElement.dataset.boot===${scriptLiteral(STORED_SESSION_MARK)})` +
    `document.getElementById("root").innerHTML=${scriptLiteral(loadingScreenHtml)}`
  );
}
