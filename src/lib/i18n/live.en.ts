// English texts of the live-status strips (offline fallback, Basic View, updates, alerts).
export const liveEn = {
  'live.basicView': 'Basic View',
  'live.basicViewHint': 'Orders refresh every minute',
  'live.lastRefresh': 'Last refresh {{time}}',
  'live.nextRefresh': 'Next refresh',
  'live.fallbackTitle': 'Live updates lost',
  'live.fallbackText': 'Checking for new orders every 10 seconds and reconnecting. New orders still appear and the alarm still rings.',
  'live.savedOrders': 'Showing the orders saved on this device at {{time}} until the latest arrive.',
  'live.updateReady': 'A new version of the dashboard is ready.',
  'live.updateWaiting': 'It will be applied when no order is pending.',
  'live.updateNow': 'Update now',
  'live.alertsTitle': 'Get new-order alerts when the screen is off',
  'live.alertsText': 'This device will show a notification for every new pending order, even when the dashboard is hidden.',
  'live.alertsOn': 'Turn on alerts',
  'live.alertsLater': 'Not now',
  'live.alertsBlocked': 'Notifications are blocked for this site. Allow them in the browser settings to get alerts.',
  'live.alertsFailed': 'Alerts could not be turned on on this device.',
} as const
