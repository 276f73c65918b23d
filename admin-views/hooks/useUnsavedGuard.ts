'use client'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The guards with changes, latest last: only the latest asks (a dirty dialog over a dirty screen). */
const dirtyGuards: { ask: (action: () => void) => void; id: symbol }[] = []

/**
 * For a control outside the screen that would throw its changes away (the header's tenant select):
 * runs `action` at once when nothing is changed, else after the latest guard's 'Discard'.
 */
export const confirmLeaving = (action: () => void): void => {
  const latest = dirtyGuards[dirtyGuards.length - 1]
  if (latest) latest.ask(action)
  else action()
}

/** A click that would take the browser to another admin page in this tab, or `null`. */
const leavingHref = (event: MouseEvent): null | string => {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const to = new URL(link.href, window.location.href)
  if (to.origin !== window.location.origin) return null
  const here = new URL(window.location.href)
  // A link to a place on this page leaves nothing.
  if (to.pathname === here.pathname && to.search === here.search) return null
  return to.pathname + to.search + to.hash
}

/** The part of the Navigation API used here (Chromium, Firefox 147+, Safari 26.2+), not in TS's DOM lib. */
type NavigateEvent = Event & {
  cancelable: boolean
  destination: { key: string; sameDocument: boolean }
  navigationType: 'push' | 'reload' | 'replace' | 'traverse'
}
type Navigation = EventTarget & { traverseTo: (key: string) => unknown }
const navigationApi = () => (window as unknown as { navigation?: Navigation }).navigation ?? null

/** What the screen shows while a guard asks: `<DiscardConfirm {...guard.prompt} />`. */
export type DiscardPrompt = {
  onDiscard: () => void
  onKeep: () => void
  open: boolean
}

/**
 * Nothing typed is lost: while `dirty`, leaving asks first. A click on a link inside the admin (the
 * sidebar's, a screen's) and the browser's Back and Forward (`navigate`) wait for 'Discard'; a reload or closing the
 * tab gets the browser's own prompt (`beforeunload`). `confirm(action)` runs an action of the screen's
 * own that would throw the changes away (closing a dialog, choosing another item) at once while
 * nothing changed, and after 'Discard' otherwise. Once the form is saved (reset to what the server
 * holds) it is clean and nothing asks.
 */
export const useUnsavedGuard = (dirty: boolean) => {
  const router = useRouter()
  const [pending, setPending] = useState<null | { run: () => void }>(null)
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty
  // Set by 'Discard' before going Back: that traversal is let through.
  const released = useRef(false)

  const confirm = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending({ run: action })
    else action()
  }, [])

  useEffect(() => {
    if (!dirty) return
    const me = Symbol('unsaved')
    dirtyGuards.push({ ask: (action) => setPending({ run: action }), id: me })
    const latest = () => dirtyGuards[dirtyGuards.length - 1]?.id === me

    const onClick = (event: MouseEvent) => {
      const href = latest() ? leavingHref(event) : null
      if (!href) return
      // Before Next's own Link handler, which would navigate at once.
      event.preventDefault()
      event.stopPropagation()
      setPending({ run: () => router.push(href) })
    }
    // Back and Forward are held before they happen (the Navigation API's cancelable traverse), so
    // Next's router, whose popstate listener comes first, never sees them. A browser without it, or
    // one that lets a page cancel no Back (none since the user last touched the page), goes back.
    const navigation = navigationApi()
    const onNavigate = (event: Event) => {
      const traverse = event as NavigateEvent
      if (traverse.navigationType !== 'traverse') return
      if (released.current) {
        released.current = false
        return
      }
      if (!traverse.cancelable || !latest()) return
      event.preventDefault()
      const key = traverse.destination.key
      setPending({
        run: () => {
          released.current = true
          navigation?.traverseTo(key)
        },
      })
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('click', onClick, true)
    navigation?.addEventListener('navigate', onNavigate)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      dirtyGuards.splice(
        dirtyGuards.findIndex((guard) => guard.id === me),
        1,
      )
      window.removeEventListener('click', onClick, true)
      navigation?.removeEventListener('navigate', onNavigate)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty, router])

  const prompt: DiscardPrompt = {
    onDiscard: () => {
      setPending(null)
      pending?.run()
    },
    onKeep: () => setPending(null),
    open: pending !== null,
  }
  return { confirm, prompt }
}
