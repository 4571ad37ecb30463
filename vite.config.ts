/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createServer, defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { controlGuardMiddleware } from './sandbox/guard'
import { startChunks } from './scripts/start-chunks'
import { entryLoaderScript, SIGN_IN_BOOT_SCRIPT } from './src/domain/sign-in-boot'

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

/**
 * The built index.html paints /login before any JavaScript: the sign-in page rendered from its components and i18n
 * tables (src/features/auth/prerender.tsx, loaded through a Vite server of its own for JSX and the app's imports) as
 * templates, and the inline script that shows the right one (src/domain/sign-in-boot.ts). The dev server skips it.
 */
const prerenderSignIn = (): Plugin => ({
  name: 'prerender-sign-in',
  apply: 'build',
  async transformIndexHtml(html) {
    const server = await createServer({
      configFile: false,
      plugins: [react()],
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
    })
    // lib/config.ts reads the page's address when it loads; the prerender renders no link that depends on it
    const g = globalThis as { window?: unknown }
    g.window = { location: new URL('http://localhost/login') }
    try {
      const prerender = (await server.ssrLoadModule('/src/features/auth/prerender.tsx')) as {
        signInTemplates: () => Promise<string>
      }
      const root = '<div id="root"></div>'
      if (!html.includes(root)) throw new Error(`index.html has no ${root}`)
      // after #root and the templates, so the script finds them; a classic script runs before the first paint
      return html.replace(root, `${root}\n${await prerender.signInTemplates()}\n<script>${SIGN_IN_BOOT_SCRIPT}</script>`)
    } finally {
      delete g.window
      await server.close()
    }
  },
})

/**
 * The first paint of /login waits for no script: index.html's module script and its preloads become a small inline
 * loader (src/domain/sign-in-boot.ts) that starts them at once, or on /login after the first frame, so that frame
 * needs only the page and its stylesheet. The policy allows the loader by its hash
 * (deploy/policy.ts reads the built page).
 */
const paintBeforeScripts = (): Plugin => ({
  name: 'paint-before-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      let out = html
      const entries = [...out.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g)]
      if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts, not one`)
      const preloads = [...out.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)]
      const loader = `<script>${entryLoaderScript(entries[0]![1]!, preloads.map((m) => m[1]!))}</script>\n`
      for (const [tag] of preloads) out = out.replace(tag, '')
      // where the module script was, so a start off /login asks for the scripts as early as before
      return out.replace(entries[0]![0], () => loader)
    },
  },
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
    prerenderSignIn(),
    paintBeforeScripts(),
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
