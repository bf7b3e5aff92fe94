import { useNonce } from "~/lib/nonce-provider";

// Runs in <head> before the first paint: with the "system" preference only the browser
// knows the OS setting, so the class is applied here instead of flashing after hydration.
const script = `(function(){try{var d=document.documentElement;if(d.dataset.colorMode==="system"){d.classList.toggle("dark",window.matchMedia("(prefers-color-scheme: dark)").matches)}}catch(e){}})();`;

export function ColorModeScript() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
