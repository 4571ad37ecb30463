// The alarm and its reminder (SPEC sections 4 and 9): while pending orders exist the alarm sounds at once and every
// 2 s; 60 s after pending orders began (the alarm still sounding) the 'You Have a New Order' overlay appears, and
// OKAY hides it for another 60 s. Both stop when pending orders reach zero. Supermarket brands have no alarm.
import { proxy, subscribe } from 'valtio'
import { PENDING } from '../domain/orders'
import { deviceState } from './device'
import { ordersState } from './orders'
import { registerReset } from './reset'
import { session } from './session'
import { playSound, stopSound } from './sound'
import { storeState } from './store'

export const ALARM_REPEAT_MS = 2_000
export const REMINDER_AFTER_MS = 60_000

export interface AlarmState {
  /** the alarm is sounding (every 2 s) */
  ringing: boolean
  /** when the current run of pending orders began (epoch ms), null when none are pending */
  pendingSince: number | null
  /** the 'You Have a New Order' overlay */
  reminder: boolean
}

const initial = (): AlarmState => ({ ringing: false, pendingSince: null, reminder: false })
export const alarmState = proxy<AlarmState>(initial())

let repeat: ReturnType<typeof setInterval> | null = null
let reminderTimer: ReturnType<typeof setTimeout> | null = null
let startTimer: ReturnType<typeof setTimeout> | null = null

/** A pending order this device is not confirming by itself (auto-confirm gives a chime instead of the alarm) */
const waitsForStaff = (): boolean => Object.values(ordersState.byId).some((o) => o.status.id === PENDING && !deviceState.autoConfirming[o.id])

/** The alarm is wanted: someone is signed in, the store is not a supermarket's, and an order waits for staff */
function wanted(): boolean {
  const store = storeState.store
  return !!session.token && !!store && !store.brand.supermarket && waitsForStaff()
}

function ring(): void {
  void playSound('alarm')
}

function scheduleReminder(): void {
  if (reminderTimer) clearTimeout(reminderTimer)
  reminderTimer = setTimeout(() => {
    reminderTimer = null
    if (alarmState.ringing) alarmState.reminder = true
  }, REMINDER_AFTER_MS)
}

function start(): void {
  alarmState.ringing = true
  alarmState.pendingSince = Date.now()
  ring()
  repeat = setInterval(ring, ALARM_REPEAT_MS)
  scheduleReminder()
}

function silence(): void {
  if (startTimer) clearTimeout(startTimer)
  startTimer = null
  if (repeat) clearInterval(repeat)
  if (reminderTimer) clearTimeout(reminderTimer)
  repeat = null
  reminderTimer = null
  if (alarmState.ringing) stopSound('alarm')
  Object.assign(alarmState, initial())
}

/** Starts or stops the alarm to match the board; runs on every change of the orders and the store */
export function evaluateAlarm(): void {
  const want = wanted()
  if (want && !alarmState.ringing) startSoon()
  else if (!want && (alarmState.ringing || startTimer)) silence()
}

/**
 * Starts the alarm in the next task, if still wanted: the change that brought a new pending order is reacted to in
 * the same task (auto-confirm on this device takes it with a chime), but a list's reactions run after its write is
 * announced here, and the alarm rang for a moment before auto-confirm had marked the order.
 */
function startSoon(): void {
  startTimer ??= setTimeout(() => {
    startTimer = null
    if (wanted() && !alarmState.ringing) start()
  }, 0)
}

/** OKAY on the reminder: it hides, and comes back 60 s later if orders are still pending */
export function acknowledgeReminder(): void {
  alarmState.reminder = false
  if (alarmState.ringing) scheduleReminder()
}

/** While the shell is on screen (src/app/live/attention.ts); returns the stop */
export function startAlarm(): () => void {
  const unsubscribe = [
    subscribe(ordersState, evaluateAlarm),
    subscribe(storeState, evaluateAlarm),
    subscribe(session, evaluateAlarm),
    subscribe(deviceState, evaluateAlarm),
  ]
  evaluateAlarm()
  return () => {
    unsubscribe.forEach((u) => u())
    silence()
  }
}

registerReset(silence)
