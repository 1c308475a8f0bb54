import { gzipSync } from 'node:zlib';

/* The first load, as `npm run budget` and the browser tests measure it (issue 28: under 30 KB gzip). */

/** The first load's budget, gzip, KB (issue 28: following and its QR codes load only when asked for). */
export const FIRST_LOAD_BUDGET_KB = 30;

/** URLs the HTML loads at start: script src, stylesheet and modulepreload hrefs. */
function startTags(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.push(attr('src'));
    const rel = attr('rel')?.toLowerCase();
    if (/^<link/i.test(tag) && (rel === 'stylesheet' || rel === 'modulepreload') && attr('href')) urls.push(attr('href'));
  }
  return urls;
}

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"` specifiers (not dynamic `import("x")`). */
function staticImports(js) {
  const out = [];
  const re = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of js.matchAll(re)) out.push(m[1]);
  return out;
}

/**
 * The files of the first load from `origin` (a preview of the build): index.html plus the JS and CSS it loads at
 * start and the static imports of those chunks, followed recursively; each file's path with its size raw and gzipped
 * (zlib, level 9), in bytes, e.g. `[{ path: '/assets/index-C5HrHGik.js', raw: 34201, gzip: 12077 }]`.
 */
export async function firstLoadFiles(origin) {
  const files = new Map();
  const fetchText = async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const buf = Buffer.from(await res.arrayBuffer());
    files.set(url, { path: url.replace(origin, ''), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    return buf.toString('utf8');
  };
  const html = await fetchText(`${origin}/`);
  const queue = startTags(html).map((u) => new URL(u, `${origin}/`).href);
  while (queue.length) {
    const url = queue.shift();
    if (files.has(url) || new URL(url).origin !== origin) continue;
    const text = await fetchText(url);
    if (url.endsWith('.js') || url.endsWith('.mjs')) for (const spec of staticImports(text)) if (/^(\.|\/)/.test(spec)) queue.push(new URL(spec, url).href);
  }
  return [...files.values()];
}
