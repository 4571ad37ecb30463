// English texts of the overlays screens (merged into en.ts). Spec texts verbatim.
export const overlaysEn = {
  // visibility (SPEC section 2, Overlays)
  'overlays.idleTitle': 'Are you still there?',
  'overlays.idleText': 'Without your confirmation within 2 min, the store goes invisible and gets no new orders.',
  'overlays.idleYes': 'Yes',
  'overlays.invisibleTitle': 'You are invisible',
  'overlays.invisibleText': 'Customers cannot see the store and no orders arrive until it is live again.',
  'overlays.goLive': 'Go Live',
  'overlays.goLiveFailed': 'The store could not go live. Check the connection and try again.',
  'overlays.continueInvisible': 'Continue without going live',
  'overlays.working': 'Please wait…',

  // the reminder of pending orders
  'overlays.reminderTitle': 'You Have a New Order',
  'overlays.reminderText': 'Pending orders waiting for you: {{n}}. Confirm them so your customers are not kept waiting.',
  'overlays.okay': 'OKAY',

  // service hours
  'overlays.openInTitle': 'Open in {{time}}',
  'overlays.openInText': 'The store is closed by its service hours and opens at {{at}}.',
  'overlays.openNow': 'Open Now',
  'overlays.close': 'Close',

  // the busy timer
  'overlays.busyNotice': 'Busy ends in 1 min: the store opens at {{time}}',
  'overlays.busyTitle': 'Busy ends at {{time}}',
  'overlays.busyText': 'The store opens again in 1 min. To stay busy longer, choose for how long.',
  'overlays.busyKeep': 'Stay busy',
  'overlays.busyLetOpen': 'Let it open',

  // live store status
  'overlays.storeOpen': 'The store is open',

  // sound
  'overlays.soundTitle': 'Tap to enable sound',
  'overlays.soundText': 'The browser is holding back the alarm. Tap anywhere on the screen so new orders can be heard.',
  'overlays.soundButton': 'Enable sound',
  'overlays.soundFailed': 'Failed to load the sound',
} as const
