import type { ResolvedConfig } from '../core/config';
import type { ConsentPolicy } from '../core/policy';
import { COOKIE_FORMAT } from '../core/compliance/cookie-format';
import { SHELL_ATTRIBUTE } from '../ui/handoff';
import { PAINTED_ATTRIBUTE, PENDING_ATTRIBUTE, SHOWN_ATTRIBUTE } from '../ui/banner/painted-banner';

/**
 * The painted banner's inline script, run by the parser right after the element, before the first paint:
 * - a decision that counts in this browser (the newer of localStorage and the cookie mirror, under the `revision`
 *   and `consentExpiryDays` options and, with `policies`, made under the painted policy, as
 *   src/core/stored-decision.ts reads it), or Global Privacy Control under an opt-out policy that honours it (the
 *   store records it as the opt-out, no notice): the painted banner goes, so it never flashes (a static page
 *   cannot ask the server);
 * - else the colour scheme as the store will resolve it (the visitor's stored theme, the option, the OS or the
 *   page's `dark` class), which a server cannot know;
 * - and a click on a painted button before the drop-in or `define` runs is recorded on the element
 *   (PENDING_ATTRIBUTE), which the script adopting the banner then answers.
 * When the banner shows, it sets SHOWN_ATTRIBUTE last: the host stays hidden until then (painted-banner.ts).
 * Its text depends on the options and the painted policy only, so a static site can allow it by its CSP hash.
 */
export function paintedScript(config: ResolvedConfig, policy?: ConsentPolicy | null): string {
  const settings = {
    key: config.storageKey,
    cookie: config.cookie ? config.cookie.name : null,
    revision: config.revision ?? null,
    days: config.consentExpiryDays,
    scheme: config.colorScheme ?? null,
    policy: policy?.id ?? null,
    gpc: policy?.model === 'opt-out' && (policy.gpc ?? config.honorGlobalPrivacyControl),
  };
  // `<` escaped so that no option value can end the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return (
    `(function(c){var h=document.currentScript;h=h&&h.previousElementSibling;` +
    `if(!h||h.localName!="consent-banner")return;var r=h.shadowRoot,P="${PAINTED_ATTRIBUTE}",t=null,v;` +
    'function g(k){try{return localStorage.getItem(k)}catch(e){return null}}' +
    'try{v=JSON.parse(g(c.key));if(v.consents&&typeof v.consentInfo.time=="number"' +
    '&&/^(all|custom|necessary)$/.test(v.consentInfo.type))t=[v.consentInfo.time,v.revision,v.policyId]}catch(e){}' +
    'if(c.cookie)document.cookie.split(";").some(function(p){var i=p.indexOf("="),m;' +
    'if(i<1||p.slice(0,i).trim()!=c.cookie)return false;' +
    `m=/${COOKIE_FORMAT.source}/.exec(p.slice(i+1).trim());` +
    'if(m&&(!t||parseInt(m[2],36)>t[0]))t=[parseInt(m[2],36),m[4]=="n"?Number(m[5]):m[5],m[6]];return true});' +
    'if(c.gpc&&navigator.globalPrivacyControl===true||t&&(c.revision==null||String(t[1])==String(c.revision))' +
    '&&(c.policy==null||t[2]==c.policy)&&Date.now()-t[0]<=c.days*864e5){' +
    `r&&r.replaceChildren();h.removeAttribute(P);h.removeAttribute("${SHELL_ATTRIBUTE}");return}` +
    'var k=g("theme"),m=/^(light|dark|system)$/.test(k)?k:c.scheme,d=document,b=d.body,' +
    'o=r&&r.querySelector(".root"),dark=m=="dark"||(m=="system"?matchMedia("(prefers-color-scheme: dark)").matches' +
    ':m!="light"&&(d.documentElement.classList.contains("dark")||!!b&&b.classList.contains("dark")));' +
    `o&&o.setAttribute("data-scheme",dark?"dark":"light");h.setAttribute("${SHOWN_ATTRIBUTE}","");` +
    'h.addEventListener("click",function(e){var x=e.composedPath()[0],y=x.closest&&x.closest("button[part]");' +
    `if(y&&h.hasAttribute(P)){h.setAttribute("${PENDING_ATTRIBUTE}",y.getAttribute("part"));` +
    `y.setAttribute("aria-busy","true")}},true)})(${json})`
  );
}
