import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Muggins cribbage scorekeeper',
        short_name: 'Muggins',
        description: 'Counts every cribbage hand, keeps both pegs of every player, settles muggins.',
        theme_color: '#1f3a2e',
        background_color: '#f6f1e7',
        display: 'standalone',
        start_url: '.',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: 'screenshots/table.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Both pegs of every player, and a score pad each' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The install dialog's screenshot is not needed offline.
        globIgnores: ['**/screenshots/**'],
        navigateFallback: 'index.html',
      },
    }),
  ],
  build: { target: 'es2022' },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    benchmark: { include: ['test/bench/**/*.bench.ts'] },
  },
});
