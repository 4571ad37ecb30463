// msw handlers of the reports page: the report days (paginated) and the two csv downloads, recording requests.
// Part of the default world (handlers.ts, with no days); tests install their own with server.use(...reportsWorld().handlers).
import { api, HttpResponse, type Country } from './api'

export function reportDays(count: number, last = '2026-11-21'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => new Date(end - i * 86_400_000).toISOString().slice(0, 10))
}

export function reportsWorld(options: { days?: string[]; country?: Country } = {}) {
  const days = options.days ?? []
  const country = options.country ?? 'KW'
  const dateRequests: URLSearchParams[] = []
  const downloads: string[] = []
  const csv = (name: string) =>
    new HttpResponse(`Report,${name}\r\n`, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` } })
  const handlers = [
    api.get(
      '/api/v1/report/store/dates',
      ({ request }) => {
        const params = new URL(request.url).searchParams
        dateRequests.push(params)
        const limit = Number(params.get('limit') ?? 10)
        const offset = Number(params.get('offset') ?? 0)
        return HttpResponse.json({ count: days.length, days: days.slice(offset, offset + limit) })
      },
      country,
    ),
    api.get(
      '/api/v1/report/store/daily',
      ({ request }) => {
        downloads.push(request.url)
        return csv('daily.csv') as never
      },
      country,
    ),
    api.get(
      '/api/v1/report/store/products',
      ({ request }) => {
        downloads.push(request.url)
        return csv('products.csv') as never
      },
      country,
    ),
  ]
  return { handlers, dateRequests, downloads }
}

export function reportsHandlers(country: Country = 'KW') {
  return reportsWorld({ country }).handlers
}
