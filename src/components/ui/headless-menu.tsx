// The Headless UI side of the dropdown menu, in its own chunk: Menu.tsx loads it at the first touch, focus or hover
// of the trigger, so Headless UI is not fetched before the board paints.
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react'
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react'
import { cx } from './cx'
import { MENU_TRIGGER } from './menu-trigger'

export interface DropdownItem {
  key: string
  label: string
  icon?: ReactNode
  onSelect: () => void
  /** Set on the items of a choice (the language, the home page): true on the chosen one */
  checked?: boolean
  disabled?: boolean
  /** The label's language when it is not the page's (a language's own name) */
  lang?: string
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger */
  label: string
  trigger: ReactNode
  /** Content shown above the items (not focusable) */
  header?: ReactNode
  groups: ReadonlyArray<readonly DropdownItem[]>
  /** a heading per group, by the group's index (a group without one has none) */
  groupHeadings?: Readonly<Record<number, string>>
  footer?: ReactNode
}

/**
 * An item's button. Headless UI gives every item role="menuitem", over the button's own; an item of a choice is a
 * menuitemradio, so a screen reader says which one is chosen (aria-current is not for that).
 */
function ItemButton(props: ComponentPropsWithRef<'button'>) {
  return <button type="button" {...props} role={props['aria-checked'] === undefined ? props.role : 'menuitemradio'} />
}

/** The view, once loaded: opened at once when the first click came before it */
export interface DropdownMenuViewProps extends DropdownMenuProps {
  openOnMount: boolean
}

export function DropdownMenuView({ label, trigger, header, groups, groupHeadings, footer, openOnMount }: DropdownMenuViewProps) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // the plain trigger that was clicked has just been replaced: the focus moves to this one, then it opens
    if (!openOnMount) return
    button.current?.focus()
    button.current?.click()
  }, [openOnMount])
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} aria-label={label} className={MENU_TRIGGER}>
        {trigger}
      </MenuButton>
      <MenuItems
        modal={false}
        className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] origin-top-right rounded-xl border border-line bg-white p-1.5 shadow-xl outline-none"
      >
        {header ? <div className="px-3 py-2">{header}</div> : null}
        {groups.map((group, gi) => (
          <MenuSection key={gi}>
            {gi > 0 || header ? <MenuSeparator className="my-1 h-px bg-line" /> : null}
            {groupHeadings?.[gi] ? <MenuHeading className="px-3 pt-1 pb-0.5 text-xs font-semibold text-ink-soft">{groupHeadings[gi]}</MenuHeading> : null}
            {group.map((item) => (
              <MenuItem key={item.key} disabled={item.disabled ?? false}>
                <ItemButton
                  onClick={item.onSelect}
                  aria-checked={item.checked}
                  className={cx(
                    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm text-ink',
                    'data-focus:bg-brand-50 data-focus:text-brand-900 data-disabled:opacity-50',
                    item.checked && 'font-semibold text-brand-800',
                  )}
                >
                  {item.icon}
                  <span className="flex-1" lang={item.lang}>
                    {item.label}
                  </span>
                  {item.checked ? <span aria-hidden="true">✓</span> : null}
                </ItemButton>
              </MenuItem>
            ))}
          </MenuSection>
        ))}
        {footer ? (
          <>
            <MenuSeparator className="my-1 h-px bg-line" />
            <div className="px-3 py-2">{footer}</div>
          </>
        ) : null}
      </MenuItems>
    </Menu>
  )
}
