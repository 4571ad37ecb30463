// Stand-in for vite-plugin-pwa's virtual module in unit tests (the plugin only runs in real builds).
export function registerSW(_options: unknown): (reload?: boolean) => Promise<void> {
  return async () => undefined
}
