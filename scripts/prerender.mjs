// Prerenders the public pages into HTML at build time (docs/decisions/0026-prerendered-public-pages.md): builds
// src/entry-prerender.tsx for Node with the app's own Vite config, renders each public route of the route table and
// writes dist/prerendered/<name>.html from dist/index.html: the page's markup inside #root (hydrated by src/main.tsx),
// its title and description, and in place of the app's entry a small loader (src/prerender-loader.ts, built here too)
// that starts the app once the page has painted. The server sends these files for their exact paths
// (server/src/static.ts); every other path still gets the empty shell.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
// The public routes (SPEC 2.1), the file each becomes and the route module by which the manifest names its chunk: one
// list for the build, bench:web, npm run screens and the browser tests.
import PUBLIC_ROUTES from './public-routes.json' with { type: 'json' };

const LAYOUT = 'src/app/layouts/public-layout.tsx';

const escapeHtml = (text) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

/** Every chunk a module loads at once (its file and its static imports, recursively), by manifest key. */
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) chunksOf(manifest, dep, seen);
  return seen;
}

/**
 * The manifest key of the chunk holding `module`: its own, or the `first-visit` group's (vite.config.ts puts the
 * public layout and the landing page there).
 */
function keyOf(manifest, module) {
  if (manifest[module]) return module;
  const group = Object.keys(manifest).find((key) => manifest[key].name === 'first-visit');
  if (!group) throw new Error(`prerender: ${module} is not in the build manifest`);
  return group;
}

/** Sets the content of the first tag matching `pattern` (a <title> or a <meta>), which the template must have. */
function replaceTag(html, pattern, tag) {
  if (!pattern.test(html)) throw new Error(`prerender: dist/index.html has no ${pattern}`);
  return html.replace(pattern, () => tag);
}

export async function prerender(root = process.cwd()) {
  const dist = join(root, 'dist');
  const outDir = join(root, 'node_modules', '.cache', 'prerender');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: { input: 'src/entry-prerender.tsx', output: { codeSplitting: false } },
    },
  });
  // The page's one script (src/prerender-loader.ts), built alone, minified, with a content hash like the assets; and
  // beside it on a page with /code's boxes, the script that runs them until they hydrate (src/prerender-code-boxes.ts,
  // docs/decisions/0044). Neither imports anything.
  const loader = await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    configFile: false,
    build: {
      outDir: join(dist, 'assets'),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      rollupOptions: {
        input: { loader: join(root, 'src/prerender-loader.ts'), 'early-code': join(root, 'src/prerender-code-boxes.ts') },
        output: { entryFileNames: '[name]-[hash].js', format: 'es' },
      },
      write: true,
    },
  });
  const entryFile = (name) => [loader].flat()[0].output.find((o) => o.type === 'chunk' && o.isEntry && o.name === name).fileName;
  const loaderFile = entryFile('loader');
  const codeBoxesFile = entryFile('early-code');
  const { render } = await import(pathToFileURL(join(outDir, 'entry-prerender.js')).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryChunks = chunksOf(manifest, 'index.html');
  const at = Date.now();
  const target = join(dist, 'prerendered');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const [pathname, name, module] of PUBLIC_ROUTES) {
    const page = await render(pathname, at);
    if (page.status !== 200) throw new Error(`prerender: ${pathname} rendered with status ${page.status}`);
    // The CSP (script-src 'self') refuses inline scripts: a page that needs one would not work as built.
    if (/<script(?![^>]*\bsrc=)/i.test(page.html)) throw new Error(`prerender: ${pathname} rendered an inline <script>`);
    const { title, description } = page.meta;
    if (!title) throw new Error(`prerender: ${pathname} set no title (usePageTitle / usePageMeta)`);
    // What the loader preloads beside the entry once the page has painted: the entry's own imports, the layout's and
    // the route's chunks.
    const routeChunks = [...new Set([...entryChunks, ...chunksOf(manifest, keyOf(manifest, LAYOUT)), ...chunksOf(manifest, keyOf(manifest, module))])]
      .filter((key) => key !== 'index.html')
      .map((key) => `/${manifest[key].file}`)
      .join(' ');
    let html = template;
    html = replaceTag(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    html = replaceTag(html, /<meta property="og:title" content="[^"]*"\s*\/?>/, `<meta property="og:title" content="${escapeHtml(title)}" />`);
    // A page without its own description (/code) keeps the site's.
    if (description) {
      html = replaceTag(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
      html = replaceTag(html, /<meta property="og:description" content="[^"]*"\s*\/?>/, `<meta property="og:description" content="${escapeHtml(description)}" />`);
    }
    // React writes the resources it hoists (image preloads, e.g. the hero's poster) before the markup when it renders
    // no <head> itself: they move to the head, ahead of the scripts, where the browser finds them first.
    const hoisted = /^(?:<link [^>]*>)*/.exec(page.html)[0];
    const body = page.html.slice(hoisted.length);
    html = replaceTag(html, /<script type="module"/, `${hoisted}<script type="module"`);
    // The page paints without the app's scripts: no modulepreload, and instead of the entry the small loader, at low
    // priority, after the stylesheet, the font and the LCP image; it adds the entry once the page has painted.
    html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
    // /code's boxes work before the app: their script, after the loader (module scripts run in order, after parsing).
    const early = body.includes('data-early-part="code"') ? `<script type="module" src="/assets/${codeBoxesFile}"></script>` : '';
    html = replaceTag(html, /<script type="module" crossorigin src="[^"]+"><\/script>/, `<script type="module" fetchpriority="low" src="/assets/${loaderFile}"></script>${early}`);
    html = replaceTag(
      html,
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered-at="${at}" data-entry="/${manifest['index.html'].file}" data-route-chunks="${routeChunks}">${body}</div>`,
    );
    writeFileSync(join(target, `${name}.html`), html);
    console.log(`[prerender] ${pathname.padEnd(14)} ${(html.length / 1024).toFixed(1)} KB`);
  }
  rmSync(outDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await prerender();
