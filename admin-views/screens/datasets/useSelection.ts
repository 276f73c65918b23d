import { useEffect, useState } from 'react'

/**
 * The records checked in the Records dialog: those of the page shown, so another page, search or
 * order (a new `path`) starts with none.
 */
export const useSelection = (path: string) => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => setSelected(new Set()), [path])
  const select = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before)
      for (const id of ids)
        if (on) next.add(id)
        else next.delete(id)
      return next
    })
  return { clear: () => setSelected(new Set()), select, selected }
}
