// Runs inline (with the request's nonce) in <head>, before first paint, so no page flashes:
// - spec §4 theme: light | dark | system under a product-specific key, default dark, a class on the
//   document root; system follows the device colour scheme;
// - spec §3 accessibility preferences: one class per enabled flag and the font size on <html>.
import { DEFAULT_THEME, STORAGE_KEYS, THEMES } from './constants'
import { A11Y_FLAGS, a11yClass, FONT_SIZE } from './preferences'

const flags = JSON.stringify(A11Y_FLAGS.map((f) => [f, a11yClass(f)]))

export const prepaintScript = `(function(){var r=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(${JSON.stringify(THEMES)}.indexOf(t)<0)t=${JSON.stringify(DEFAULT_THEME)};var d=t==="system"?matchMedia("(prefers-color-scheme: dark)").matches:t==="dark";r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.dataset.theme=t}catch(e){}try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessibility)})||"{}");${flags}.forEach(function(f){if(a[f[0]]===true)r.classList.add(f[1])});var s=a.fontSize;if(typeof s==="number"&&s>=${FONT_SIZE.min}&&s<=${FONT_SIZE.max}&&s!==${FONT_SIZE.default})r.style.fontSize=s+"px"}catch(e){}})()`
