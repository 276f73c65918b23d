import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'

import type { ImprovementType, ImproveReply } from '../../../../src/schemas/aiContent'
import { api, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'
import { improvementLabel } from './aiOptions'

type Text = { content: string; excerpt: string }

/**
 * The AI improver's state (spec sections 2.3, 4 and 5): the text being worked on, the original it
 * started from (kept from the first change until revert, so nothing is lost however often the AI
 * rewrites it), and the improve and revert actions with the spec's toasts.
 */
export const useImprover = (initial: Text) => {
  const [text, setText] = useState<Text>(initial)
  // The text it started on: an improvement or an edit since is work that closing would throw away.
  const [start, setStart] = useState<Text>(initial)
  const [original, setOriginal] = useState<null | Text>(null)
  const [improvementType, setImprovementType] = useState<ImprovementType>('enhance')
  const [instructions, setInstructions] = useState('')

  const call = useMutation({
    mutationFn: (body: {
      additionalInstructions: null | string
      content: string
      improvementType: ImprovementType
    }) => api<ImproveReply>('/api/ai/improve-content', { body, method: 'POST' }),
    onError: (error) =>
      notifyError('Improvement Failed', errorMessage(error, 'Failed to improve content')),
    onSuccess: (reply, body) => {
      setOriginal((kept) => kept ?? text)
      setText({ content: reply.content, excerpt: reply.excerpt })
      notify({
        description: `${improvementLabel(body.improvementType)} applied. Review it, then save it to keep it.`,
        title: 'Content Improved',
      })
    },
  })

  const improve = () => {
    if (!text.content.trim()) {
      notifyError('No Content', 'Please add some content before trying to improve it')
      return
    }
    call.mutate({
      additionalInstructions: instructions.trim() || null,
      content: text.content,
      improvementType,
    })
  }

  const revert = () => {
    if (!original) return
    setText(original)
    setOriginal(null)
    notify({ description: 'The original content is back.', title: 'Content Reverted' })
  }

  /** Starts over on other text (another page): nothing to revert to. */
  const reset = (next: Text) => {
    setText(next)
    setStart(next)
    setOriginal(null)
    call.reset()
  }

  return {
    busy: call.isPending,
    changed: original !== null,
    dirty: original !== null || text.content !== start.content || text.excerpt !== start.excerpt,
    error: call.error,
    improve,
    improvementType,
    instructions,
    reset,
    revert,
    setImprovementType,
    setInstructions,
    setText,
    text,
  }
}

export type Improver = ReturnType<typeof useImprover>
