import { FIRST_ORIGINS_KEY, MAX_FIRST_ORIGINS } from './firstOrigins';
import { SESSION_FILES_ID } from './sessionFiles';

/**
 * The page's inline scripts for a player with a stored session, so the sign-in screen in the HTML is never
 * painted for them: one in the head marks the page before the body is parsed (styles.css hides the sign-in
 * screen under the mark), opens the connections the last visit started with (./firstOrigins.ts) and starts the
 * session's downloads at once (./sessionFiles.ts: a returning player needs them first), one after
 * the root swaps in the loading screen. Both read what the login store persists (`{"state":{"token":…}}`) and
 * give up quietly where storage is blocked (a wallet's frame).
 */
export const STORED_SESSION_MARK = 'resume';

/** Escapes a value for a script element: no `</script>` or `<!--` can end or bend it. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Anonymous preconnects, as ./preconnect.ts opens them once config.json is in (the game client's, the chain
 * client's and the tabs' requests carry no credentials to another origin); only http(s) origins, at most
 * MAX_FIRST_ORIGINS, whatever storage holds.
 */
export function markStoredSessionScript(storageKey: string, originsKey: string = FIRST_ORIGINS_KEY): string {
  return (
    `try{var s=JSON.parse(localStorage.getItem(${scriptLiteral(storageKey)})||"null");` +
    `if(s&&s.state&&typeof s.state.token==="string"&&s.state.token){` +
    `document.documentElement.dataset.boot=${scriptLiteral(STORED_SESSION_MARK)};` +
    `var t=document.getElementById(${scriptLiteral(SESSION_FILES_ID)});` +
    `if(t){t.remove();document.head.appendChild(t.content.cloneNode(true))}` +
    `var o=JSON.parse(localStorage.getItem(${scriptLiteral(originsKey)})||"[]");` +
    `for(var i=0;i<o.length&&i<${MAX_FIRST_ORIGINS};i++){var u=new URL(o[i]);` +
    `if(u.protocol!=="https:"&&u.protocol!=="http:")continue;var l=document.createElement("link");` +
    `l.rel="preconnect";l.href=u.origin;l.crossOrigin="anonymous";document.head.appendChild(l)}}}catch(e){}`
  );
}

export function showLoadingScreenScript(loadingScreenHtml: string): string {
  return (
    `if(document.documentElement.dataset.boot===${scriptLiteral(STORED_SESSION_MARK)})` +
    `document.getElementById("root").innerHTML=${scriptLiteral(loadingScreenHtml)}`
  );
}
