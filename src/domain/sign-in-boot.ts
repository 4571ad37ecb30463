// The inline script of index.html that runs before the first paint: it sets <html lang/dir> from the saved language
// (the one local storage key initLanguage reads) and, on /login when nobody is signed in, shows the sign-in page the
// build prerendered in that language (templates written by prerender.tsx). Its text is hashed into the Content
// Security Policy (deploy/policy.ts), which allows no other inline script. Pure data: no DOM is touched here.
import { SESSION_COOKIE, STORAGE_KEYS } from './storage-keys'

/** The path the prerendered sign-in shows on; a signed-out start anywhere else shows nothing before React */
export const SIGN_IN_PATH = '/login'
/** Set on #root while it holds the prerendered page (its value: the language shown) */
export const PRERENDERED_ATTR = 'data-prerendered'
/** Set on the prerendered form when it was submitted before the app took over: the app submits it then */
export const SUBMITTED_ATTR = 'data-submitted'

/** The id of a prerendered page's <template>: its language, and whether it holds the country field */
export const signInTemplateId = (locale: 'en' | 'ar', withCountry: boolean) => `sign-in-${locale}${withCountry ? '-country' : ''}`

const k = STORAGE_KEYS
// Mirrors storage.ts: a token survives a new browser session only with remember on (startBrowserSession), the email
// is filled only with remember on, and the country field shows only when no country is kept (useCountryChoice). A
// submit goes nowhere until the app takes over, which submits it then.
export const SIGN_IN_BOOT_SCRIPT = `(function(){try{var s=localStorage,h=document.documentElement,g=function(n){return s.getItem(n)};
var l=g('${k.locale}')==='ar'?'ar':'en';h.lang=l;h.dir=l==='ar'?'rtl':'ltr';
if(location.pathname!=='${SIGN_IN_PATH}')return;
var r=g('${k.remember}'),c=/(^|; )${SESSION_COOKIE}=/.test(document.cookie);
if(g('${k.authToken}')!==null&&(c||r==='true'))return;
var k=g('${k.countryCode}'),w=k!=='KW'&&k!=='SA',t=document.getElementById('sign-in-'+l+(w?'-country':'')),o=document.getElementById('root');
if(!t||!o)return;var f=document.importNode(t.content,true),e=f.querySelector('form');
e.addEventListener('submit',function(v){v.preventDefault();e.setAttribute('${SUBMITTED_ATTR}','')});
var n=r===null||r==='true',m=g('${k.userEmail}');if(n&&m)e.elements.namedItem('email').value=m;
e.elements.namedItem('remember').checked=n;
o.replaceChildren(f);o.setAttribute('${PRERENDERED_ATTR}',l)}catch(x){}})()`

/**
 * The inline script that starts the app in place of index.html's module script and preloads (vite.config.ts puts it
 * where they were, in <head>): fetched at once, as they were, but on /login only after the frame that follows the
 * parsed page (the first that can show the prerendered sign-in page; an earlier frame may paint nothing yet), so
 * that paint waits for no script and the scripts do not share the network with the page; a hidden tab, which
 * paints no frame, fetches them at once, and a second at most is waited for. The entry
 * runs once the page is parsed, as a module script did (it renders into #root), and a failed fetch leaves the page
 * as it is, as a failed module script did.
 */
export const entryLoaderScript = (entry: string, preloads: readonly string[]) =>
  `(function(){var d=document,e=${JSON.stringify(entry)},p=${JSON.stringify([entry, ...preloads])};
function run(){import(e).catch(function(){})}
function go(){if(p===null)return;p.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});p=null;
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}
function later(){setTimeout(go,1000);if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go)})}
if(location.pathname!=='${SIGN_IN_PATH}')go();else if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})()`
