// The build's one chunk for a signed-in work screen's start: the layout, the live session and the board, with every
// module they import statically that the entry does not already hold. Left to itself the bundler cuts that code into
// about thirty small chunks, and each one gzipped alone costs more than the same code gzipped together
// (tests/bench/bundle.bench.ts, the board's critical path). Modules the sign-in, print and maintenance pages import
// stay out of it, so those pages never fetch or run the dashboard's code.
import path from 'node:path'
import type { Plugin } from 'vite'

type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[] } | null }

const root = path.resolve(import.meta.dirname, '..')
const src = (file: string) => path.join(root, 'src', file)

/** What a work screen's start needs (the kitchen and the window load the same layout and live session) */
const WORK_ROOTS = ['app/layout/AppLayout.tsx', 'app/live/session.ts', 'features/orders/OrdersPage.tsx'].map(src)
/** Starts that must not load the work chunk: the entry, and the pages shown without the layout */
const OTHER_ROOTS = ['main.tsx', 'app/pages/MaintenancePage.tsx'].map(src)
const OTHER_FOLDERS = ['features/auth/', 'features/print/'].map(src)

/** Every module `from` reaches through static imports */
function closure(graph: Graph, from: string[]): Set<string> {
  const seen = new Set<string>()
  const todo = [...from]
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** The plugin that reads the module graph, and the chunk group that uses it (build.rolldownOptions.output.codeSplitting) */
export function workChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let work = new Set<string>()
  const plugin: Plugin = {
    name: 'work-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const others = closure(this, [...OTHER_ROOTS, ...ids.filter((id) => OTHER_FOLDERS.some((dir) => id.startsWith(dir)))])
      work = new Set([...closure(this, WORK_ROOTS)].filter((id) => !others.has(id)))
    },
  }
  return { plugin, group: { name: 'work', test: (id) => work.has(id) } }
}
