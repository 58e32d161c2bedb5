import path from 'node:path';
import { defineConfig } from 'vite';

/** Where the loader is built: beside `dist`, as the server-rendering build is (`dist-ssr`). */
export const EMBED_OUT_DIR = path.resolve(import.meta.dirname, 'dist-embed');

/**
 * `/embed.js` (decision 140): `src/embed/loader.ts` on its own, as one minified classic
 * script (an IIFE: it is pasted as `<script async src>`, not as a module), for the server to send.
 * Not in `dist`: the static files there get routes and cache headers of their own.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: EMBED_OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.resolve(import.meta.dirname, 'src/embed/loader.ts'),
      formats: ['iife'],
      name: 'TriviaNearMeEmbed',
      fileName: () => 'embed.js',
    },
  },
});
