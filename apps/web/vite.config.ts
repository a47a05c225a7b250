import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './src/lib/messages/install';

const THEME = '#1d4ed8';
/** Where this build writes (dist, or dist-dev for the development build of the journeys). */
let outDir = path.resolve(import.meta.dirname, 'dist');

/**
 * The application shell to precache: the page and the files it names (entry script, its
 * preloaded imports, the style sheet). Every other chunk is cached by the service worker when it
 * is first used, so a visitor of the home page does not download the whole application.
 */
function shellAssets(): { url: string; revision: null; size: number }[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const urls = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!));
  return [...urls].map((url) => ({ url, revision: null, size: readFileSync(path.join(outDir, url)).length }));
}

/** Writes .br and .gz beside every JS, CSS, SVG and HTML file, for the server to send precompressed. */
function precompress(): Plugin {
  return {
    name: 'prepa-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (
          !/\.(js|css|svg|html|json|txt|webmanifest)$/.test(file) ||
          file.includes(`${path.sep}.vite${path.sep}`)
        )
          continue;
        // The service worker is written after this step (manifest of the shell injected): it is
        // compressed by the server when sent, never from a copy made too early.
        if (/[\\/]sw\.js$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/lib/service-worker.ts after the page has loaded (not on the first screen's path).
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      // Icons are not precached: the browser fetches them itself when it installs the app, and a
      // visitor on mobile data does not pay for them twice.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: appManifest.name,
        short_name: appManifest.shortName,
        description: appManifest.description,
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: THEME,
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html'],
        manifestTransforms: [(entries) => ({ manifest: [...entries, ...shellAssets()], warnings: [] })],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/pay': 'http://localhost:3000',
    },
  },
  build: { target: 'es2020', sourcemap: false, reportCompressedSize: false, manifest: true },
});
