import { createHash } from 'node:crypto';

/**
 * The embed page's one script (the embed protocol of CONTRACT33): it tells the page
 * that frames it how tall it is, when it loads and whenever that changes, so that `/embed.js` can
 * size the frame. `'*'`: any site may frame an embed, and the height is no secret. The page's CSP
 * allows exactly this text by its hash (plugins/security.ts).
 */
export const HEIGHT_SCRIPT =
  '(function(){var h=-1;function s(){var n=Math.ceil(document.body.getBoundingClientRect().height);' +
  "if(n!==h){h=n;parent.postMessage({type:'trivia-near-me:height',height:n},'*')}}" +
  "s();addEventListener('load',s);" +
  "if(window.ResizeObserver){new ResizeObserver(s).observe(document.body)}else{addEventListener('resize',s)}})()";

/** `sha256-…`: the CSP source of HEIGHT_SCRIPT. */
export const HEIGHT_SCRIPT_HASH = `sha256-${createHash('sha256').update(HEIGHT_SCRIPT).digest('base64')}`;
