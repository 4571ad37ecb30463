// The invoice document of GET /order/{id}/invoice. Every customer-typed text is escaped: it is data, not markup.
import type { Locale, Order } from '../contract-types'
import { decimalsOf } from '../seed/money'

const escapeHtml = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function renderInvoice(order: Order, lang: Locale): string {
  const currency = order.financial.currency.code
  const money = (n: number) => `${currency} ${n.toFixed(decimalsOf(currency))}`
  const customer = order.user.name ?? [order.user.firstname, order.user.lastname].filter(Boolean).join(' ')
  const lines = order.products
    .map((p) => {
      const qty = p.replacement ? p.replacement.qty : p.qty
      const total = p.replacement ? p.replacement.total_price : p.total_price
      const choices = p.modifiers.flatMap((m) => m.choices.map((ch) => `${escapeHtml(m.original.name)}: ${escapeHtml(ch.original.name)}`))
      return `<tr><td>${qty} × ${escapeHtml(p.original.name)}${choices.length ? `<br><small>${choices.join('<br>')}</small>` : ''}</td><td>${money(total)}</td></tr>`
    })
    .join('')
  const f = order.financial
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(order.code)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto}td{padding:.25rem .5rem;vertical-align:top}td:last-child{text-align:end}</style></head>
<body><h1>${escapeHtml(order.store.brand.name)} – ${escapeHtml(order.store.name)}</h1>
<p>#${escapeHtml(order.code)} · ${escapeHtml(order.timing.created)} · ${escapeHtml(customer)} ${escapeHtml(order.user.phone)}</p>
<table>${lines}
<tr><td>Subtotal</td><td>${money(f.products_price)}</td></tr>
${f.discount ? `<tr><td>Discount</td><td>-${money(f.discount)}</td></tr>` : ''}
${f.fee ? `<tr><td>Delivery fee</td><td>${money(f.fee)}</td></tr>` : ''}
${f.tips ? `<tr><td>Tips</td><td>${money(f.tips)}</td></tr>` : ''}
${f.total_vat_price ? `<tr><td>VAT ${f.vat_percent}%</td><td>${money(f.total_vat_price)}</td></tr>` : ''}
<tr><th>Total</th><th>${money(f.total_price)}</th></tr></table>
<p>${escapeHtml(order.payment.method_name)}</p></body></html>`
}
