import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { 'virtual:pwa-register': new URL('./tests/mocks/pwa-register.ts', import.meta.url).pathname } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          css: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['sandbox/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tools/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
})
