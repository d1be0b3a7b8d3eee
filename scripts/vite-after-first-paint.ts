import type { Plugin } from 'vite';
import { AFTER_FIRST_PAINT_LOADER, APP_SCRIPTS_TEMPLATE_ID } from '../contract/web/after-first-paint';
import { rewriteIndexHtml } from './vite-rewrite-index';

const SCRIPT_TAGS =
  /\s*<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with its module scripts and modulepreloads moved into an inert template at the end
 * of the body, and the loader that puts them in after the first paint (contract/web/after-first-paint.ts).
 * Their order is kept. Throws if the page has none, or has the template already: the build's
 * index.html would not be what this step expects.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const tags = html.match(SCRIPT_TAGS)?.map((t) => t.trim()) ?? [];
  if (!tags.some((t) => t.startsWith('<script')))
    throw new Error('after-first-paint: no module script in index.html');
  if (html.includes(`id="${APP_SCRIPTS_TEMPLATE_ID}"`))
    throw new Error('after-first-paint: index.html has the template already');
  const template = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template>`;
  const loader = `<script>${AFTER_FIRST_PAINT_LOADER}</script>`;
  const body = html.replace(SCRIPT_TAGS, '');
  if (!body.includes('</body>')) throw new Error('after-first-paint: index.html has no </body>');
  return body.replace('</body>', `  ${template}\n    ${loader}\n  </body>`);
}

/** The build step: rewrites the written index.html (after the entry's CSS is inlined). */
export const afterFirstPaint = (): Plugin =>
  rewriteIndexHtml('bindery-scripts-after-first-paint', scriptsAfterFirstPaint);
