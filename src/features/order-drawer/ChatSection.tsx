// The where-is chat (SPEC 4): the customer's 'Where is my order?', and while it is unanswered the reply choices
// 'Coming now' (0) and 2, 5 or 10 more minutes; after the reply, the reply. Shown only once the customer asked.
import { cx, focusRing } from '../../components/ui/cx'
import { clockTime } from '../../domain/order-view'
import { WHERE_IS_REPLIES, whereIsState, type WhereIsReply } from '../../domain/customer'
import type { Order } from '../../domain/orders'
import { useI18n, type Translate } from '../../lib/i18n/i18n'
import { useFocusAfter } from '../../lib/use-focus-after'
import { replyWhereIs } from '../../stores/orders'
import { Section } from './Section'

export const replyText = (t: Translate, minutes: WhereIsReply) => (minutes === 0 ? t('chat.comingNow') : t('chat.moreMinutes', { n: minutes }))

export interface ChatSectionProps {
  order: Order
  timeZone: string
  /** the order is on the board: an open question can be answered (a past order only shows the conversation) */
  canReply: boolean
  /** processed by another agent: the replies are off */
  disabled: boolean
  busy: boolean
}

export function ChatSection({ order, timeZone, canReply, disabled, busy }: ChatSectionProps) {
  const { t, locale } = useI18n()
  const state = whereIsState(order.whereIs)
  // the replies go once one is sent: the reply's bubble takes the focus
  const replied = useFocusAfter<HTMLParagraphElement>(state.kind === 'replied')
  if (state.kind === 'none') return null
  const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2'
  return (
    <Section title={t('chat.title')}>
      <ol className="flex flex-col gap-2" aria-label={t('chat.title')}>
        <li className="flex flex-col items-start">
          <span className="mb-0.5 text-xs font-semibold text-ink-soft">{t('chat.customerSays')}</span>
          <p className={cx(bubble, 'rounded-ss-sm bg-surface-muted font-semibold text-ink')}>{t('chat.whereIs')}</p>
          <time dateTime={state.askedAt} className="mt-0.5 text-xs text-ink-soft tabular-nums">
            {clockTime(state.askedAt, timeZone, locale)}
          </time>
        </li>
        {state.kind === 'replied' ? (
          <li className="flex flex-col items-end">
            <span className="mb-0.5 text-xs font-semibold text-ink-soft">{t('chat.storeSays')}</span>
            <p ref={replied.target} tabIndex={-1} className={cx(bubble, 'rounded-se-sm bg-brand-700 font-semibold text-white', focusRing)}>{t('chat.replied', { reply: replyText(t, state.minutes) })}</p>
            <time dateTime={state.repliedAt} className="mt-0.5 text-xs text-ink-soft tabular-nums">
              {clockTime(state.repliedAt, timeZone, locale)}
            </time>
          </li>
        ) : null}
      </ol>
      {state.kind === 'asked' && canReply ? (
        <div className="mt-3 border-t border-line pt-3">
          <p className="mb-2 text-sm font-semibold text-warn-800">{t('chat.waiting')}</p>
          <fieldset disabled={disabled || busy} aria-busy={busy || undefined} aria-label={t('chat.replyLabel')} className="grid min-w-0 grid-cols-2 gap-2 sm:grid-cols-4">
            {WHERE_IS_REPLIES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                onClick={() => {
                  const cancel = replied.mark()
                  replyWhereIs(order.id, minutes).catch(cancel)
                }}
                className={cx(
                  'min-h-11 rounded-lg border px-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60',
                  minutes === 0 ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-line bg-white text-ink hover:bg-surface-muted',
                  focusRing,
                )}
              >
                {replyText(t, minutes)}
              </button>
            ))}
          </fieldset>
        </div>
      ) : null}
    </Section>
  )
}
