import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/** Writes .br and .gz next to every text asset; the server sends them to clients that accept them. */
function precompress(): Plugin {
  let outDir = 'dist';
  let isServerBuild = false;
  return {
    name: 'trivia:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) =>
        COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await fs.writeFile(path.join(outDir, `${file}.br`), br);
          await fs.writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/** The dark theme's background (lib/theme.ts): dark is the default theme (spec §4). */
const DARK_BACKGROUND = '#0d1124';

/**
 * The web app manifest and the service worker (docs/decisions/023). The worker is our own
 * `src/sw.ts`, built by Vite with the list of files to precache injected; `lib/service-worker.ts`
 * registers it in production builds.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Trivia Near Me',
      short_name: 'Trivia',
      description: 'Find a trivia night near you — tonight, tomorrow or this week.',
      lang: 'en-US',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The manifest has one pair of colours, for the splash screen shown before the page loads:
      // the default theme's. Once loaded, the page's theme-color meta follows the theme toggle.
      theme_color: DARK_BACKGROUND,
      background_color: DARK_BACKGROUND,
      categories: ['entertainment', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // The app shell: HTML, every script and style (lazy routes included) and the images the
      // public pages draw; the manifest and its icons are added by the plugin. Data is cached at
      // run time by the worker's routes, not here.
      globPatterns: ['**/*.{html,js,css,svg}'],
    },
  });
}

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/** Where the public pages' build writes its manifest, in `dist` beside the app's. */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

/**
 * The city, venue and provider pages' shell (`public.html`, decision 189), built on its own
 * (`vite build --mode public`): its one first-load script holds no React, and the islands' code
 * is its own chunks. In the app's build the one-script first load (decision 052) would take the
 * public entry into the app's chunk. It runs first and empties `dist`; the app's build adds to it,
 * so that the service worker's precache lists both.
 */
const publicPages = defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    copyPublicDir: false,
    manifest: PUBLIC_MANIFEST,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: path.resolve(import.meta.dirname, 'public.html') },
  },
});

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'public'
    ? publicPages
    : {
        // The server-rendering build needs neither the service worker nor pre-compressed files.
        plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [installableApp(), precompress()])],
        resolve: { alias },
        build: {
          outDir: 'dist',
          // The public pages' build ran first into `dist` (above); the server-rendering build has
          // its own folder.
          emptyOutDir: Boolean(isSsrBuild),
          sourcemap: false,
          target: 'es2022',
          copyPublicDir: !isSsrBuild,
          // Read by the budgets' test (test/budgets.test.ts).
          manifest: !isSsrBuild,
          // The home page's first load is one script (decision 052): every module the entry imports
          // statically goes into it. Without this group, each lazy page that shares a module with the
          // first load splits it into a small chunk of its own, and the home page pays for the extra
          // requests and the lost compression across them.
          rolldownOptions: isSsrBuild
            ? {}
            : {
                output: {
                  codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
                  // Admin screens are named so, for the preload lists below.
                  chunkFileNames: (chunk) =>
                    chunk.facadeModuleId?.includes('/src/app/routes/admin/')
                      ? 'assets/admin-[name]-[hash].js'
                      : 'assets/[name]-[hash].js',
                },
              },
          // An admin screen's modules load when it is opened, not from a list in the first script: the
          // home page's first load does not carry the admin area's preload lists (decision 108).
          // No polyfill for browsers without `<link rel="modulepreload">` (Safari before 17, decision
          // 133): there a lazy page's modules load one after another instead of together.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (filename, deps) =>
              filename.startsWith('assets/admin-') ? [] : deps,
          },
        },
        server: { proxy: { '/api': 'http://localhost:3000' } },
        // The server-rendering build (`entry-server.tsx` → dist-ssr) bundles the shared package's source.
        ssr: { noExternal: ['@trivia/shared'] },
      },
);
