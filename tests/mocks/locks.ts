// An in-memory Web Locks API (exclusive locks; `ifAvailable` and `signal`), shared by every "window" of a test as the
// browser's is by the windows of one origin. jsdom has none.
type Callback = (lock: { name: string } | null) => unknown

export function installFakeLocks(): { uninstall: () => void } {
  const held = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()
  const release = (name: string) => {
    const next = waiting.get(name)?.shift()
    // handed straight to the next in line: nobody can take it in between
    if (next) next()
    else held.delete(name)
  }
  const locks = {
    async request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: Callback): Promise<unknown> {
      if (options.signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError')
      if (held.has(name)) {
        if (options.ifAvailable) return await callback(null)
        await new Promise<void>((resolve, reject) => {
          const line = waiting.get(name) ?? []
          waiting.set(name, line)
          line.push(resolve)
          options.signal?.addEventListener('abort', () => {
            const at = line.indexOf(resolve)
            if (at < 0) return
            line.splice(at, 1)
            reject(new DOMException('The request was aborted.', 'AbortError'))
          })
        })
      }
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        release(name)
      }
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return { uninstall: () => void Reflect.deleteProperty(navigator, 'locks') }
}
