import { useEffect, useRef, useState } from 'react'

import { notify, notifyError } from '../../../lib/toast'

/** Spec section 9: the copied indicator resets after 2 seconds. */
const COPIED_MS = 2000

/** Copies text to the clipboard: 'Copied to clipboard', and `copied` true for 2 seconds. */
export const useCopied = () => {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      notifyError('Failed to copy', 'Could not copy content to clipboard')
      return
    }
    notify({ description: 'Paste it wherever you need it.', title: 'Copied to clipboard' })
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  return { copied, copy }
}
