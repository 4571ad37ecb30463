/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { controlGuardMiddleware } from './sandbox/guard'
import { startChunks } from './scripts/start-chunks'

// The sandbox (npm run sandbox) serves both countries' backends, the realtime database and the external
// services; `npm run dev` proxies them so the dashboard and the sandbox share one origin.
const sandbox = `http://localhost:${process.env.SANDBOX_PORT ?? 8080}`
const proxied = ['/kw', '/sa', '/__ext', '/__sandbox', '/media', '/maintenance.json']

/** The proxies check the control API's callers as the sandbox does (sandbox/guard.ts), before forwarding */
const sandboxControlGuard = (): Plugin => ({
  name: 'sandbox-control-guard',
  configureServer: (server) => void server.middlewares.use(controlGuardMiddleware),
  configurePreviewServer: (server) => void server.middlewares.use(controlGuardMiddleware),
})

const chunks = startChunks()

export default defineConfig(({ mode }) => ({
  resolve: {
    // react-router's package exports its development build to every bundler (its dev warnings switched on); the
    // production build beside it is the same code with them off, which the minifier then drops
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  plugins: [
    sandboxControlGuard(),
    chunks.plugin,
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Store Dashboard',
        short_name: 'Store',
        description: 'Live orders, arrivals and availability for store staff',
        theme_color: '#0a5647',
        background_color: '#f4f6f8',
        display: 'standalone',
        // '/' opens the page the device is set to open on (the drive-thru tablet's /window); the id keeps installs
        id: '/orders',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,mp3,wav}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
      // the realtime database's websocket
      '/.ws': { target: sandbox, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
      '/.ws': { target: sandbox, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // kept beside the build for reading a stack or a profile: no sourceMappingURL in the scripts, and production does
    // not serve them (deploy/nginx.conf)
    sourcemap: 'hidden',
    // a start's code in two chunks, the entry's and a work screen's, not forty (scripts/start-chunks.ts)
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
}))
