// Writes the release build as one self-contained HTML file that runs from file:// (a USB
// stick, an e-mail attachment): the CSS, the icon, wasm-bindgen's JS and the wasm, all inline.
// Chromium refuses module imports and wasm fetches from file://, so (TOOLCHAIN.md) the JS goes
// into the page's own module script with its `export`s removed, and the wasm goes in as base64,
// handed to the init function as bytes; so do the games' own files, which the page would fetch. No manifest and no service worker: neither works there.
//
//   node scripts/single-file.mjs [dist] [out]     (defaults: dist, dist-single/quarantable.html)
//   make single-file                              (builds first)

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { cspMeta, sha256 } from './post-build.mjs';

/** The file an attribute of a tag in index.html points to, as a path inside `dist`. */
function asset(html, pattern, what) {
  const match = html.match(pattern);
  if (!match) throw new Error(`index.html names no ${what}: is this a Trunk release build?`);
  return match[1].replace(/^\.\//, '');
}

/** wasm-bindgen's ES module, made into plain script text for an inline module script. */
export function unexported(js) {
  const out = js
    .replace(/^export \{[^}]*\};?\s*$/gm, '')
    .replace(/^export (?=(?:async )?(?:class|function|const|let)\b)/gm, '');
  if (/^export\b/m.test(out) || /^import\b/m.test(out)) throw new Error('the JS has an export or import this script does not handle');
  return out;
}

/**
 * The split build's JS as one script: the loader of the games' files (wasm-split's
 * module) first, its fetches answered from bytes inlined in the page; then wasm-bindgen's
 * module, importing the loader's functions from that same script instead of from a file.
 */
export function inlinedModules(dist, mainJs) {
  const read = (file, enc) => fs.readFileSync(path.join(dist, file), enc);
  const splitJsFile = fs.readdirSync(dist).find((f) => /^wasm-split-[0-9a-f]+\.js$/.test(f));
  if (!splitJsFile) throw new Error('dist has no wasm-split JS: is this a split build (scripts/split-wasm.mjs)?');
  const parts = {};
  const splitJs = read(splitJsFile, 'utf8')
    .replace(/^import \{ initSync \} from "[^"]+";$/m, '')
    .replace(/fetch\(new URL\("\.\/([^"]+\.wasm)", import\.meta\.url\)\)/g, (_, file) => {
      parts[file] = read(file).toString('base64');
      return `wasmPart(${JSON.stringify(file)})`;
    });
  const loader = unexported(splitJs);
  const exported = [...splitJs.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
  if (Object.keys(parts).length === 0 || exported.length === 0) throw new Error('the wasm-split JS fetches or exports nothing');
  const main = read(mainJs, 'utf8').replace(new RegExp(`^import \\* as (\\w+) from "\\./${splitJsFile}"$`, 'gm'), 'const $1 = wasmSplit;');
  return `const WASM_PARTS = ${JSON.stringify(parts)};
const wasmPart = (file) => Promise.resolve(new Response(Uint8Array.from(atob(WASM_PARTS[file]), (c) => c.charCodeAt(0)),
  { headers: { 'Content-Type': 'application/wasm' } }));
${loader}
const wasmSplit = { ${exported.join(', ')} };
${unexported(main)}`;
}

/** The single HTML page for the Trunk build in `dist`. */
export function singleFile(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const read = (file, enc) => fs.readFileSync(path.join(dist, file), enc);
  const js = asset(html, /from '([^']+\.js)'/, 'JS module');
  const wasm = asset(html, /module_or_path: '([^']+_bg\.wasm)'/, 'wasm');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/g)].map((m) => m[1].replace(/^\.\//, ''));
  if (!sheets.length) throw new Error('index.html names no stylesheet: is this a Trunk release build?');
  const icon = html.match(/<link rel="icon" href="(data:[^"]+)"/)?.[1];
  if (!icon) throw new Error('index.html has no inline icon: run scripts/post-build.mjs first');

  // Every stylesheet, in the page's order, as one inline style.
  const style = sheets.map((sheet) => read(sheet, 'utf8')).join('\n');
  const boot = read('boot.js', 'utf8');
  // The loading line and the start-failure and crash messages, as in the built page.
  const body = html.match(/<body>([\s\S]*)<\/body>/)?.[1];
  if (!body?.includes('id="loading"')) throw new Error('index.html has no loading line in its body');
  const script = `${inlinedModules(dist, js)}
const wasmBytes = Uint8Array.from(atob(${JSON.stringify(read(wasm).toString('base64'))}), (c) => c.charCodeAt(0));
await __wbg_init({ module_or_path: wasmBytes });
`;
  // Nothing is loaded from anywhere: only this page's own script and style, by hash.
  const csp = cspMeta([
    "default-src 'none'",
    `script-src 'sha256-${sha256(boot)}' 'sha256-${sha256(script)}' 'wasm-unsafe-eval'`,
    `style-src 'sha256-${sha256(style)}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ]);
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  ${csp}
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Quarantable</title>
  <link rel="icon" href="${icon}">
  <style>${style}</style>
  <script>${boot}</script>
  <script type="module">${script}</script>
</head>
<body>${body}</body>
</html>
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] || 'dist');
  const out = path.resolve(process.argv[3] || 'dist-single/quarantable.html');
  const page = singleFile(dist);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, page);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`    ${path.relative(process.cwd(), out)}: ${kb(Buffer.byteLength(page))} (${kb(zlib.gzipSync(page, { level: 9 }).length)} gzipped)`);
}
