// Longest files first, by the time each took in a full run (CI starts from a clean clone, without vitest's cache of
// durations, and would otherwise start the largest files first: the a11y walk, short in lines and long in time,
// ended the run alone). Longest-first keeps both workers busy to the end. Figures in seconds, from a full run on a
// quiet 2-core machine; a file not listed counts as a minute. Re-measure with
// `npx vitest run --config tests/e2e/vitest.config.ts --reporter=json --outputFile=…` when a file grows a lot.
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SECONDS: Record<string, number> = {
  'shell-navigation': 45,
  'layout-still': 30,
  'shell-arabic': 30,
  'sign-in-prerender': 35,
  'shell-user-menu': 25,
  'shell-maintenance': 20,
  'store-status': 20,
  'layout-widths': 12,
  'shell-auth': 123,
  xss: 82,
  'past-orders': 80,
  offline: 80,
  attention: 84,
  insights: 65,
  arrival: 75,
  'arrival-offline': 31,
  orders: 64,
  menu: 64,
  'a11y-en-tablet': 62,
  'two-tablets': 58,
  'a11y-ar-phone': 58,
  'a11y-en-phone': 56,
  'a11y-ar-tablet': 56,
  'a11y-pages': 20,
  faults: 48,
  'orders-live': 66,
  print: 45,
  reports: 35,
  loyalty: 31,
  'token-hygiene': 30,
  'push-hygiene': 45,
  'push-open': 15,
  'shell-errors': 26,
  printer: 100,
  device: 35,
  production: 20,
  'realtime-malformed': 35,
  'moved-tap': 12,
  chromium: 6,
  'a11y-focus': 20,
}

const weight = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId, '.e2e.ts')] ?? 60

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => weight(b) - weight(a))
  }
}
