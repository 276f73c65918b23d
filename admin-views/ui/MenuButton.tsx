'use client'
import React, { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { arrowKeyIndex } from '../lib/arrowKeyIndex'
import { cx } from './cx'

type MenuItem = {
  /** The item's accessible name when its text alone is not enough ('Edit Choosing a piano'). */
  ariaLabel?: string
  danger?: boolean
  label: string
  onSelect: () => void
}

type Props = {
  /** The button's accessible name when its content is not text ('Actions for Choosing a piano'). */
  ariaLabel?: string
  /** The button's face: text ('Create') or an icon. */
  children: React.ReactNode
  /** Classes of the button besides its look (its size, padding). */
  className?: string
  /** `id` of the button (focus goes back to it after a dialog). */
  id?: string
  items: readonly MenuItem[]
  look?: keyof typeof LOOKS
}

/** An item's height and the gap under the button, to open the menu above when below is short. */
const ITEM_HEIGHT = 36
const GAP = 4

const BUTTON =
  'tw:inline-flex tw:min-h-8 tw:min-w-8 tw:cursor-pointer tw:items-center tw:justify-center tw:gap-1 tw:rounded tw:border tw:px-3 tw:text-sm tw:focus-visible:outline-2 tw:focus-visible:outline-offset-2 tw:focus-visible:outline-elev-500'

/** The button's colours: a row's small secondary button, or a screen's primary action. */
const LOOKS = {
  primary: 'tw:border-text tw:bg-text tw:font-medium tw:text-surface tw:hover:opacity-85',
  secondary: 'tw:border-elev-200 tw:bg-surface tw:text-text tw:hover:bg-elev-100',
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or a click opens the menu on its first
 * item, arrows (Home, End) move, Escape or Tab close it and Escape gives focus back to the button.
 */
export const MenuButton = ({
  ariaLabel,
  children,
  className,
  id,
  items,
  look = 'secondary',
}: Props) => {
  const [open, setOpen] = useState(false)
  const [place, setPlace] = useState<React.CSSProperties>({})
  const menuId = useId()
  const ownId = useId()
  const buttonId = id ?? ownId
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  const itemsOf = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    itemsOf()[0]?.focus()
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    // Placed against the viewport, the menu is not clipped by a scrolling table: a scroll or a resize
    // closes it rather than leaving it behind.
    const close = () => setOpen(false)
    document.addEventListener('pointerdown', outside)
    window.addEventListener('resize', close)
    window.addEventListener('scroll', close, true)
    return () => {
      document.removeEventListener('pointerdown', outside)
      window.removeEventListener('resize', close)
      window.removeEventListener('scroll', close, true)
    }
  }, [open])

  const toggle = () => {
    const box = buttonRef.current?.getBoundingClientRect()
    if (!open && box) {
      const height = items.length * ITEM_HEIGHT + 8
      const below = box.bottom + GAP + height <= window.innerHeight
      setPlace({
        position: 'fixed',
        right: Math.max(8, window.innerWidth - box.right),
        ...(below ? { top: box.bottom + GAP } : { bottom: window.innerHeight - box.top + GAP }),
      })
    }
    setOpen(!open)
  }

  const onMenuKey = (event: React.KeyboardEvent) => {
    const all = itemsOf()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const next = arrowKeyIndex(event.key, index, all.length, 'vertical')
    if (next !== null) {
      event.preventDefault()
      all[next]?.focus()
    } else if (event.key === 'Escape') {
      // The menu closes first; an open dialog around it stays open.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'Tab') {
      // The menu lives at the end of the page (or dialog): Tab goes back to where it was opened.
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div className="tw:relative tw:inline-block">
      <button
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label={ariaLabel}
        className={cx(BUTTON, LOOKS[look], className)}
        id={buttonId}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault()
            toggle()
          }
        }}
        ref={buttonRef}
        type="button"
      >
        {children}
      </button>
      {open &&
        createPortal(
          <div
            aria-labelledby={buttonId}
            className="sg-admin tw:z-[1002] tw:flex tw:min-w-40 tw:flex-col tw:rounded-lg tw:border tw:border-elev-150 tw:bg-surface tw:py-1 tw:shadow-lg"
            id={menuId}
            onKeyDown={onMenuKey}
            ref={menuRef}
            role="menu"
            style={place}
          >
            {items.map((item) => (
              <button
                aria-label={item.ariaLabel}
                className={cx(
                  'tw:min-h-9 tw:cursor-pointer tw:border-0 tw:bg-transparent tw:px-4 tw:py-2 tw:text-left tw:text-sm tw:whitespace-nowrap tw:hover:bg-elev-100 tw:focus-visible:bg-elev-100 tw:focus-visible:outline-none',
                  item.danger ? 'tw:text-error-600' : 'tw:text-text',
                )}
                key={item.label}
                onClick={() => {
                  // Focus goes back to the button first: a dialog the item opens returns it there.
                  buttonRef.current?.focus()
                  setOpen(false)
                  item.onSelect()
                }}
                role="menuitem"
                tabIndex={-1}
                type="button"
              >
                {item.label}
              </button>
            ))}
          </div>,
          // Inside a modal dialog (the top layer) the menu must stay in it to be seen.
          buttonRef.current?.closest('dialog') ?? document.body,
        )}
    </div>
  )
}
