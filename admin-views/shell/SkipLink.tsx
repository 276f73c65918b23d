'use client'
import React from 'react'

/** Where the skip link goes: our screens' `<main>` (shell/PageFrame), else Payload's content column. */
export const MAIN_CONTENT_ID = 'main-content'

const target = (): HTMLElement | null =>
  document.getElementById(MAIN_CONTENT_ID) ??
  document.querySelector<HTMLElement>('.template-default__wrap')

/**
 * 'Skip to main content', the first Tab stop of every admin screen (Payload's own collection screens
 * included, through `admin.components.header`): hidden until focused, it moves focus past the sidebar.
 */
export const SkipLink = () => (
  <a
    className="sg-skip-link"
    href={`#${MAIN_CONTENT_ID}`}
    onClick={(event) => {
      const main = target()
      if (!main) return
      event.preventDefault()
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
      main.focus()
      main.scrollIntoView({ block: 'start' })
    }}
  >
    Skip to main content
  </a>
)
