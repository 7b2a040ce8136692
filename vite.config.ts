/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes .br and .gz beside every compressible file of the build, so the server (serveStatic `precompressed`) sends
 * compressed bytes without compressing on each request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // Also called after a failed build, which may have written nothing: let its own error speak.
      if (!existsSync(outDir)) return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * The picker's flags (src/components/phone/flag.tsx): country-flag-icons' 3x2 SVG files served as /flags/XX.svg, one
 * small image per country in view instead of ~52 KB gzip of flag components in the form's chunk (docs/decisions/0039).
 */
function countryFlags(): Plugin {
  const dir = r('./node_modules/country-flag-icons/3x2');
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const name = /^\/([A-Z]{2})\.svg$/.exec(req.url ?? '')?.[1];
        const file = name && join(dir, `${name}.svg`);
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const name of readdirSync(dir).filter((f) => /^[A-Z]{2}\.svg$/.test(f))) {
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}

/**
 * Preloads the brand font (src/styles/index.css) from the SPA's index.html, so text does not wait for the stylesheet
 * to be parsed before the font is requested. The file name carries Vite's hash, so it is read from the bundle.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || ctx.filename !== r('./index.html')) return [];
        const font = Object.keys(ctx.bundle).find((name) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (!font) throw new Error('preload-brand-font: the Inter Latin font is missing from the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** Small modules every page imports, public or console (see build.rollupOptions.output.codeSplitting). */
const EVERY_PAGE = ['src/config/titles.ts', 'src/hooks/use-page-title.ts', 'src/lib/session/index.ts', 'src/assets/logo.svg'];

/** The reduced-motion check and its hook, used together by the carousels, video heroes and section hints. */
const REDUCED_MOTION = ['src/lib/reduced-motion.ts', 'src/hooks/use-reduced-motion.ts'];

/** The fields' class strings and the booking form's layout drawn from them (its placeholder loads both, docs/decisions/0009). */
const FIELD_LOOK = ['src/components/ui/field-look.ts', 'src/features/demo-booking/lib/form-layout.ts'];

/** Modules that the first visit to `/` loads besides the entry (see build.rollupOptions.output.codeSplitting). */
const FIRST_VISIT = [
  'src/app/layouts/public-layout.tsx',
  'src/page-blocks/site-header.tsx',
  'src/content/top-bar.ts',
  'src/components/layout/skip-link.tsx',
  'src/content/pages/landing-top.ts',
  'src/features/demo-booking/lazy-demo-form.tsx',
  'src/features/demo-booking/query-section.tsx',
  'src/components/marketing/use-countdown.ts',
  'src/components/marketing/countdown.tsx',
  'src/routes/marketing/landing.tsx',
  'src/components/marketing/when-near-viewport.tsx',
  'src/hooks/use-near-viewport.ts',
  'src/features/demo-booking/demo-dialog-context.tsx',
  'src/features/demo-booking/demo-button.tsx',
  'src/components/marketing/hero.tsx',
  // The home page's picture, kept as static markup (decision 0077); the other pages' pictures (render-picture.tsx)
  // are not on its first screen.
  'src/components/compositions/branch-visit-picture.tsx',
  'src/components/compositions/island.tsx',
  'src/features/city-login/city-login-button.tsx',
  'src/features/city-login/redirect-mark.ts',
  'src/features/city-login/use-city-session.ts',
  'src/hooks/use-session.ts',
  'src/hooks/use-page-meta.ts',
  'src/components/marketing/page-section.tsx',
  // The two barrels that re-export first-visit modules: alone, each was an empty chunk importing first-visit.
  'src/features/demo-booking/index.ts',
  'src/features/city-login/index.ts',
];

/** Fails the build on a chunk-group path that names no file: a moved module would silently leave its chunk. */
function chunkGroupPathsExist(paths: string[]): Plugin {
  return {
    name: 'chunk-group-paths-exist',
    apply: 'build',
    buildStart() {
      const missing = paths.filter((p) => !existsSync(r(`./${p}`)));
      if (missing.length) this.error(`vite.config.ts chunk groups list files that do not exist: ${missing.join(', ')}`);
    },
  };
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102): warnings and
 * checks a visitor never needs, about 2 KB gzip on every page. The production build sits beside it; a production
 * bundle takes that one (docs/decisions/0045). Dev server and tests keep the development build and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dir = r('./node_modules/react-router/dist/production/');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const file of Object.values(files)) if (!existsSync(join(dir, file))) this.error(`react-router no longer ships dist/production/${file}`);
    },
    resolveId(source) {
      const file = files[source];
      return file ? join(dir, file) : null;
    },
  };
}

/**
 * The unit files that replace a module (`vi.mock`, `vi.doMock`, `vi.resetModules`) or a global (`vi.stubGlobal`): they
 * run isolated, a module graph each (tests/unit/repo/unit-isolation.test.ts keeps this list complete).
 */
export const UNIT_ISOLATED = [
  'tests/unit/demo-booking/human-check.test.tsx',
  'tests/unit/demo-booking/inline-handover.test.tsx',
  'tests/unit/demo-booking/lead-source-external.test.tsx',
  'tests/unit/features/city-login-firebase.test.ts',
  'tests/unit/features/city-login-human-check.test.ts',
  'tests/unit/features/city-login-popup.test.tsx',
  'tests/unit/features/console-login-human-check.test.tsx',
  'tests/unit/lib/config.test.ts',
  'tests/unit/marketing/contact-value.test.tsx',
  'tests/unit/marketing/team-members.test.ts',
  'tests/unit/offerings/carousel-frame.test.tsx',
  'tests/unit/prerender-code-boxes.test.ts',
  'tests/unit/prerender-loader.test.ts',
];
/** What both unit projects share. */
const UNIT = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/unit/setup.ts'],
  restoreMocks: true,
  // user-event typing through a whole form takes seconds on a busy two-core machine; a wrong page still fails through
  // the 8 s find timeout of tests/unit/setup.ts.
  testTimeout: 30_000,
  // A hook's cleanup may wait for a page's reads to settle (tests/unit/app/layouts.test.tsx): 10 s was not enough on
  // the CI machine.
  hookTimeout: 30_000,
};

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild(), precompress(), preloadBrandFont(), countryFlags(), chunkGroupPathsExist([...FIRST_VISIT, ...EVERY_PAGE, ...REDUCED_MOTION, ...FIELD_LOOK])],
  resolve: {
    alias: [
      { find: '@contract', replacement: r('./contract') },
      { find: '@', replacement: r('./src') },
      // zod in the browser never compiles validators with `new Function`: its probe for that is a CSP violation under
      // script-src 'self' (docs/decisions/0045). Exactly `zod`: the shim itself imports `zod/v4`.
      { find: /^zod$/, replacement: r('./src/lib/zod-jitless.ts') },
    ],
  },
  server: {
    // `npm run dev`: the API runs beside Vite and is reached through this proxy.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the chunk graph from dist/.vite/manifest.json.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // SVGs stay files: inlined as data URLs they land in JS chunks (2-3 KB gzip each on the first page) and are
    // re-downloaded with every changed chunk instead of cached on their own.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    // No run-time preloading of a lazy chunk's JS imports (a route's CSS still loads with it): the dependency lists of
    // every route cost `/` 1.8 KB of its budget, and the pages where the first load counts are prerendered, their
    // chunks preloaded by the loader (docs/decisions/0026). A client-side navigation fetches a route's chunk and then
    // the shared chunks it lacks, one round trip more.
    modulePreload: false,
    // Two pages: the SPA, and the Eternity City WebGL build at /city/ (src/webgl-city/), whose three.js chunk only it loads.
    rollupOptions: {
      input: { main: r('./index.html'), city: r('./city/index.html') },
      // Chunks are named by hash only: `/`'s entry lists every lazy chunk's path for preloading (Vite's mapDeps), and
      // the names cost about 0.8 KB gzip there. The manifest (dist/.vite/manifest.json) maps each back to its source.
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // The first visit to `/` needs the public shell and the landing page's top: about twenty small modules that
        // would otherwise be as many chunks of a few hundred bytes, each with its own imports and exports. One chunk
        // compresses better and is one request (ARCHITECTURE: `/` within 110 KB of JS, gzip). Only small modules
        // with no side effects at load are listed; everything else splits as usual.
        codeSplitting: {
          groups: [
            { name: 'first-visit', test: (id: string) => FIRST_VISIT.some((m) => id.endsWith(m)), includeDependenciesRecursively: false },
            // Used by every page, public or console: one small chunk instead of four.
            { name: 'every-page', test: (id: string) => EVERY_PAGE.some((m) => id.endsWith(m)), includeDependenciesRecursively: false },
            { name: 'reduced-motion', test: (id: string) => REDUCED_MOTION.some((m) => id.endsWith(m)), includeDependenciesRecursively: false },
            { name: 'field-look', test: (id: string) => FIELD_LOOK.some((m) => id.endsWith(m)), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          // One jsdom and one module graph per worker, shared by its files: a fresh one per file took half the tier's CPU
          // (docs/decisions/0075). tests/unit/setup.ts empties the document and resets the modules that hold state
          // after every test, so a file sees what the one before it left no more than a test sees its neighbour's.
          isolate: false,
          ...UNIT,
        },
      },
      {
        extends: true,
        test: {
          // The files that replace modules (vi.mock) or globals: each in a graph of its own, as vitest's default is.
          name: 'unit-isolated',
          include: UNIT_ISOLATED,
          ...UNIT,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          // PGlite runs one query at a time and takes seconds to start: keep files few and parallelism low.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The load-balanced cluster (docs/decisions/0058): processes of its own, one file, its tests in order.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
