// spec §4: the theme (light | dark | system) is stored under a product-specific key, defaults to
// dark, and is applied as a class on the document root; system follows the device colour scheme.
// This inline script runs (with the request's nonce) before first paint so no page flashes.
import { DEFAULT_THEME, STORAGE_KEYS, THEMES } from './constants'

export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(${JSON.stringify(THEMES)}.indexOf(t)<0)t=${JSON.stringify(DEFAULT_THEME)};var d=t==="system"?matchMedia("(prefers-color-scheme: dark)").matches:t==="dark";var r=document.documentElement;r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.dataset.theme=t}catch(e){}})()`
