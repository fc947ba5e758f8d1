import { BEGUN_READS_GLOBAL, FIRST_READS_KEY, MAX_FIRST_READS } from '@companion/shared-state/host';
import { FIRST_ORIGINS_KEY, MAX_FIRST_ORIGINS } from './firstOrigins';
import { STORED_SESSION_MARK } from './storedSessionMark';

/**
 * The page's inline scripts for a player with a stored session, so the sign-in screen in the HTML is never
 * painted for them: one in the head marks the page before the body is parsed (styles.css hides the sign-in
 * screen under the mark; the page's entry then downloads the session's files once React's are in,
 * ./sessionFiles.ts), opens the connections the last visit started with (./firstOrigins.ts) and begins its
 * first reads as the last visit kept them (shared-state's firstReads and begunReads), one after the root swaps
 * in the loading screen. Both read what the login store persists (`{"state":{"token":…}}`) and
 * give up quietly where storage is blocked (a wallet's frame).
 */

/** Escapes a value for a script element: no `</script>` or `<!--` can end or bend it. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Anonymous preconnects, as ./preconnect.ts opens them once config.json is in (the game client's, the chain
 * client's and the tabs' requests carry no credentials to another origin); only http(s) origins, at most
 * MAX_FIRST_ORIGINS, whatever storage holds.
 */
export function markStoredSessionScript(
  storageKey: string,
  { originsKey = FIRST_ORIGINS_KEY, readsKey = FIRST_READS_KEY } = {},
): string {
  return (
    `try{var s=JSON.parse(localStorage.getItem(${scriptLiteral(storageKey)})||"null");` +
    `if(s&&s.state&&typeof s.state.token==="string"&&s.state.token){` +
    `document.documentElement.dataset.boot=${scriptLiteral(STORED_SESSION_MARK)};` +
    beginFirstReads(readsKey) +
    `var o=JSON.parse(localStorage.getItem(${scriptLiteral(originsKey)})||"[]");` +
    `for(var i=0;i<o.length&&i<${MAX_FIRST_ORIGINS};i++){var u=new URL(o[i]);` +
    `if(u.protocol!=="https:"&&u.protocol!=="http:")continue;var l=document.createElement("link");` +
    `l.rel="preconnect";l.href=u.origin;l.crossOrigin="anonymous";document.head.appendChild(l)}}}catch(e){}`
  );
}

/**
 * The session's first reads as the last visit kept them (`s` is the stored session): at most MAX_FIRST_READS,
 * GET or POST to an http(s) address only, the token only on those marked `authorized`, each request and its
 * answer left under BEGUN_READS_GLOBAL for the app's own first request of it to take. A read that fails is the
 * app's to see when it takes it; one it never takes is dropped.
 */
function beginFirstReads(readsKey: string): string {
  return (
    `try{var b=window[${scriptLiteral(BEGUN_READS_GLOBAL)}]=[],` +
    `r=JSON.parse(localStorage.getItem(${scriptLiteral(readsKey)})||"[]");` +
    `for(var j=0;j<r.length&&j<${MAX_FIRST_READS};j++){var q=r[j];` +
    `if(!q||(q.method!=="GET"&&q.method!=="POST")||typeof q.url!=="string")continue;` +
    `var w=new URL(q.url);if(w.protocol!=="https:"&&w.protocol!=="http:")continue;` +
    `var c=typeof q.body==="string"?q.body:undefined,k=q.authorized===true?s.state.token:"",h={};` +
    `if(k)h.authorization=k;if(c!==undefined)h["content-type"]="application/json";` +
    `var p=fetch(w.href,{method:q.method,headers:h,body:c});p.catch(function(){});` +
    `b.push({method:q.method,url:q.url,body:c,token:k,answer:p})}}catch(e){}`
  );
}

export function showLoadingScreenScript(loadingScreenHtml: string): string {
  return (
    `if(document.documentElement.dataset.boot===${scriptLiteral(STORED_SESSION_MARK)})` +
    `document.getElementById("root").innerHTML=${scriptLiteral(loadingScreenHtml)}`
  );
}
