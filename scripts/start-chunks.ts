// The build's chunks for a start: `boot`, everything the entry imports statically (what every page runs first),
// and `work`, a signed-in work screen's start (the layout, the live session and the board) with every module they
// import statically that boot does not hold. Left to itself the bundler cuts the same code into about forty small
// chunks, and each one gzipped alone costs more than the same code gzipped together (tests/bench/bundle.bench.ts: the
// board's critical path and /login). Modules the sign-in, print and maintenance pages import stay out of work, so
// those pages never fetch or run the dashboard's code.
import path from 'node:path'
import type { Plugin } from 'vite'

type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[] } | null }
type Group = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }

const root = path.resolve(import.meta.dirname, '..')
const src = (file: string) => path.join(root, 'src', file)

const ENTRY = src('main.tsx')
/**
 * What a work screen's start needs (the kitchen and the window load the same layout and live session), and the check
 * of the store answer, which the store (in boot) imports when a signed-in start has one to check
 */
const WORK_ROOTS = ['app/layout/AppLayout.tsx', 'app/live/session.ts', 'features/orders/OrdersPage.tsx', 'domain/store-answer.ts'].map(src)
/** The pages shown without the layout, which must not load the work chunk */
const OTHER_ROOTS = [src('app/pages/MaintenancePage.tsx')]
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

/** The plugin that reads the module graph, and the chunk groups that use it (build.rolldownOptions.output.codeSplitting) */
export function startChunks(): { plugin: Plugin; groups: Group[] } {
  let boot = new Set<string>()
  let work = new Set<string>()
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      // the entry module itself stays in the entry chunk, index.html's script, with the list of lazy chunks
      boot = closure(this, [ENTRY])
      boot.delete(ENTRY)
      const others = closure(this, [ENTRY, ...OTHER_ROOTS, ...ids.filter((id) => OTHER_FOLDERS.some((dir) => id.startsWith(dir)))])
      work = new Set([...closure(this, WORK_ROOTS)].filter((id) => !others.has(id)))
    },
  }
  // each group takes only the modules its test names: their dependencies elsewhere stay where they are
  const groups: Group[] = [
    { name: 'boot', test: (id) => boot.has(id), includeDependenciesRecursively: false },
    { name: 'work', test: (id) => work.has(id), includeDependenciesRecursively: false },
  ]
  return { plugin, groups }
}
