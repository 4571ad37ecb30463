// What a built chunk holds, read from its source map (the build writes one beside every chunk): whether it carries
// firebase, Headless UI or the order drawer, the three the board must not wait for. Minified names change between
// builds; the map's source paths do not.
import fs from 'node:fs'
import path from 'node:path'

export const LATE = {
  firebase: /node_modules\/(@firebase|firebase)\//,
  'Headless UI': /node_modules\/@headlessui\//,
  drawer: /src\/features\/order-drawer\/OrderDrawer\.tsx$/,
} as const
export type Late = keyof typeof LATE

/** Which of LATE a chunk of `dist` (a URL path such as /assets/x.js) holds; null when it has no source map */
export function lateIn(dist: string, file: string): Late[] | null {
  const map = path.join(dist, `${file}.map`)
  if (!fs.existsSync(map)) return null
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? []
  return (Object.keys(LATE) as Late[]).filter((k) => sources.some((s) => LATE[k].test(s)))
}
