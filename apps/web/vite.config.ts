import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The server-rendering build (`entry-server.tsx` → dist-ssr) bundles the shared package's source.
  ssr: { noExternal: ['@trivia/shared'] },
}));
