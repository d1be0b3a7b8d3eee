/**
 * The Lighthouse ceiling of a first screen on this machine: the same page as the app serves it
 * (its HTML, its headers, its pictures), but with no script, so no work of ours runs. What such
 * a page scores is the most any script-carrying version of it can score here.
 *
 * It is measured twice: with the app's headers as they are, and without
 * `Cross-Origin-Opener-Policy`. Lighthouse opens each page from about:blank, and a page with COOP
 * `same-origin` must then start a renderer process of its own. Creating that process's contexts is
 * one task of 20-120 ms on this machine; Lighthouse's simulation (4x CPU) puts it right after the
 * first paint, where it counts as blocking time. A visitor who comes from a search result or
 * another site usually gets a new renderer process anyway; Lighthouse's about:blank start does not.
 */
import { startRoundRobinProxy } from '../server/scale/round-robin-proxy';

/**
 * The page without anything that runs: every `<script>` element (the inline start-up, the entry,
 * and data blocks too) and the `<template>` the entry's tags wait in (index.html). What paints
 * first stays: the HTML, the inline CSS, the pictures.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<template id="app-scripts">[\s\S]*?<\/template>/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** Response headers worth copying onto a page rebuilt from another answer. */
export function pageHeaders(headers: Headers, keepOpenerPolicy: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (
      ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)
    )
      return;
    if (!keepOpenerPolicy && name === 'cross-origin-opener-policy') return;
    out[name] = value;
  });
  return out;
}

/**
 * A local proxy (server/scale/round-robin-proxy.ts, one target) that answers `pages` with the
 * app's page without its scripts, and passes every other request (pictures, the catalog) through
 * to the app unchanged, but for COOP when `keepOpenerPolicy` is false. Resolves to its URL and a
 * way to stop it.
 */
export async function startScriptlessCopy(
  appUrl: string,
  pages: string[],
  keepOpenerPolicy: boolean,
): Promise<{ url: string; stop(): Promise<void> }> {
  const copies = new Map<string, { body: string; headers: Record<string, string> }>();
  for (const path of pages) {
    const res = await fetch(`${appUrl}${path}`);
    if (!res.ok) throw new Error(`${path}: the app answered ${res.status}`);
    copies.set(path, {
      body: withoutScripts(await res.text()),
      headers: pageHeaders(res.headers, keepOpenerPolicy),
    });
  }
  const proxy = await startRoundRobinProxy([appUrl], {
    answer(req, res) {
      const copy = copies.get(req.url ?? '');
      if (copy) res.writeHead(200, copy.headers).end(copy.body);
      return copy !== undefined;
    },
    dropHeaders: keepOpenerPolicy ? [] : ['cross-origin-opener-policy'],
  });
  return { url: proxy.url, stop: proxy.close };
}
