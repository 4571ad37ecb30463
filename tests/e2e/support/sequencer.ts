// Longest files first, by the time each took in a full run (CI starts from a clean clone, without vitest's cache of
// durations, and would otherwise start the largest files first: the a11y walk, short in lines and long in time,
// ended the run alone). Longest-first keeps both workers busy to the end. Figures in seconds, from a full run on a
// quiet 2-core machine; a file not listed counts as a minute. Re-measure with
// `npx vitest run --config tests/e2e/vitest.config.ts --reporter=json --outputFile=…` when a file grows a lot.
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SECONDS: Record<string, number> = {
  'shell-layout': 213,
  'shell-auth': 201,
  xss: 121,
  'past-orders': 117,
  attention: 115,
  orders: 102,
  print: 95,
  offline: 86,
  'orders-live': 79,
  menu: 78,
  'a11y-en-phone': 75,
  'a11y-en-tablet': 75,
  'a11y-ar-phone': 75,
  'a11y-ar-tablet': 75,
  'two-tablets': 66,
  faults: 60,
  'shell-errors': 52,
  reports: 45,
  loyalty: 41,
  'token-hygiene': 38,
}

const weight = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId, '.e2e.ts')] ?? 60

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => weight(b) - weight(a))
  }
}
