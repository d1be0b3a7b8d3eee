/**
 * The web app's scripts start downloading once the first screen has painted (issue 25: Lighthouse
 * mobile 100 on /webapp/ and /webapp/new-print).
 *
 * The server puts the first screen's HTML into index.html (server/http/static-first-screen.ts),
 * so a phone can paint it before any script has arrived. Chromium does not always do so: with
 * the scripts a few milliseconds away, it ran them first and painted their result, and a lab
 * measure (Lighthouse's simulated slow phone) then counts every script as blocking the first
 * paint: 2.0 s instead of about 0.8 s. So the build moves the entry's `<script type="module">` and
 * its `<link rel="modulepreload">`s into an inert `<template>` (scripts/vite-after-first-paint.ts)
 * and this loader, inline at the end of the body, puts them into the document in the task after
 * the first frame: one frame later than before, and always after the first paint. Without a first
 * screen to paint (any other path: #root is empty) or in a hidden tab (no frames come), they go in
 * at once; if no frame comes within a second, then.
 *
 * The Content-Security-Policy allows exactly this script by its hash (server/http/security-headers.ts),
 * so it must not vary per build: the build-dependent file names stay in the template.
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

export const AFTER_FIRST_PAINT_LOADER =
  '(function(){var d=document,t=d.getElementById("app-scripts"),r=d.getElementById("root"),done=0;' +
  'function go(){if(done||!t)return;done=1;d.head.appendChild(d.importNode(t.content,true))}' +
  'if(!r||!r.firstElementChild||d.visibilityState!=="visible"){go();return}' +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()';
