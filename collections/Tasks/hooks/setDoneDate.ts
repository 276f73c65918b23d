import type { CollectionBeforeChangeHook } from 'payload'

/** doneDate records when a task was last ticked off; unticking clears it. */
export const setDoneDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const done = data.done ?? originalDoc?.done ?? false
  if (!done) return { ...data, doneDate: null }
  if (!originalDoc?.done) return { ...data, doneDate: new Date().toISOString() }
  return data
}
