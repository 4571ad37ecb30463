import react from '@vitejs/plugin-react'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// Files that replace modules with vi.mock need a fresh module graph each; every other component test shares one
// jsdom and one module graph per worker (tests/setup/unit.ts resets stores, storage, handlers and language after each
// test), because a fresh jsdom per file costs about a second each (docs/testing.md).
export const MOCKING = [
  'src/app/live/attention.test.ts',
  'src/app/bootstrap.test.ts',
  'src/stores/auto-confirm.test.ts',
  'src/stores/device.test.ts',
  'src/features/overlays/OverlayHost.test.tsx',
  'src/lib/when-idle.test.ts',
  'src/stores/alarm.test.ts',
  'src/stores/overlays.test.ts',
  'src/stores/sound.test.ts',
  'src/stores/store-warm-start.test.ts',
  'src/stores/board-painted.test.ts',
  'src/stores/arrivals.test.ts',
  'src/features/insights/insights-data.test.ts',
  'src/features/insights/InsightsPage.test.tsx',
  'src/features/insights/InsightCharts.test.tsx',
  'src/app/live/watchdog.test.ts',
  'src/app/live/saved-board.test.ts',
  'src/lib/db/db.test.ts',
  'src/lib/pwa/register.test.ts',
]

const component = (name: string, isolate: boolean, include: string[], exclude: string[] = []): TestProjectInlineConfiguration => ({
  plugins: [react()],
  resolve: { alias: { 'virtual:pwa-register': new URL('./tests/mocks/pwa-register.ts', import.meta.url).pathname } },
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude,
    isolate,
    setupFiles: ['tests/setup/unit.ts'],
    css: false,
    restoreMocks: true,
    // The first test of a file also transforms the modules its screen imports lazily (the order drawer's whole chunk),
    // which takes seconds on a loaded CI machine; the waits inside a test allow up to 10 s, so its budget is longer.
    testTimeout: 15_000,
    // vite-plugin-pwa's register module and workbox-window, run through Vite for src/lib/pwa/register.test.ts
    server: { deps: { inline: [/vite-plugin-pwa/, /workbox-window/] } },
  },
})

export default defineConfig({
  test: {
    // vitest runs one worker on 2 cores by default; the second core is mostly idle otherwise
    maxWorkers: 2,
    projects: [
      component('unit', false, ['src/**/*.test.{ts,tsx}'], MOCKING),
      component('unit-mocking', true, MOCKING),
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['sandbox/**/*.test.ts', 'sw/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tools/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
})
