import { cx, focusRing } from './cx'

/** The dropdown menu's trigger, the same before and after Headless UI's menu has loaded */
export const MENU_TRIGGER = cx('flex min-h-11 items-center gap-2 rounded-full p-0.5 hover:bg-surface-muted data-open:bg-surface-muted', focusRing)
