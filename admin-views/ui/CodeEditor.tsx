'use client'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { html } from '@codemirror/lang-html'
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { Annotation, Compartment, EditorState } from '@codemirror/state'
import {
  drawSelection,
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view'
import { tags } from '@lezer/highlight'
import React, { useEffect, useImperativeHandle, useRef } from 'react'

import { cx } from './cx'
import { Field } from './Field'
import type { FieldProps } from './fieldAria'
import { fieldAria } from './fieldAria'

/** What a form holds of the editor: `focus` (react-hook-form's focus on error) and `insert` at the caret. */
export type CodeEditorHandle = { focus: () => void; insert: (text: string) => void }

type Props = FieldProps & {
  className?: string
  disabled?: boolean
  /** The editable area's least height (a CSS length); it grows with the text up to 36rem, then scrolls. */
  minHeight?: string
  onBlur?: () => void
  onChange: (value: string) => void
  placeholder?: string
  ref?: React.Ref<CodeEditorHandle>
  value: string
}

/** Marks a change that came from the value prop, which is not reported back through onChange. */
const fromProp = Annotation.define<boolean>()

// Colours are Payload's theme variables, so the editor follows its light and dark themes.
const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--theme-input-bg, var(--theme-elevation-0))',
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-s, 4px)',
    color: 'var(--theme-elevation-800)',
    fontSize: '13px',
    maxHeight: '36rem',
  },
  // The host's --sg-code-min (the minHeight prop): the editor grows with its text, then scrolls.
  '.cm-content, .cm-gutter': { minHeight: 'var(--sg-code-min, 10rem)' },
  '&.cm-focused': {
    borderColor: 'var(--theme-elevation-400)',
    boxShadow: '0 0 0 2px var(--theme-elevation-100)',
    outline: 'none',
  },
  '.cm-content': { caretColor: 'var(--theme-text)', fontFamily: 'var(--font-mono, monospace)' },
  '.cm-cursor': { borderLeftColor: 'var(--theme-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--theme-elevation-50)',
    borderRight: '1px solid var(--theme-elevation-150)',
    color: 'var(--theme-elevation-500)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--theme-elevation-100)' },
  '.cm-placeholder': { color: 'var(--theme-elevation-500)' },
  '.cm-scroller': {
    fontFamily: 'var(--font-mono, monospace)',
    lineHeight: '1.5',
    overflow: 'auto',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--theme-elevation-150)',
  },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--theme-elevation-150)' },
})

const highlight = HighlightStyle.define([
  { color: 'var(--theme-success-750)', tag: [tags.tagName, tags.angleBracket] },
  { color: 'var(--theme-warning-750)', tag: tags.attributeName },
  { color: 'var(--theme-error-750)', tag: [tags.string, tags.attributeValue] },
  { color: 'var(--theme-elevation-500)', fontStyle: 'italic', tag: tags.comment },
  { color: 'var(--theme-elevation-600)', tag: [tags.processingInstruction, tags.documentMeta] },
])

/**
 * A labelled HTML code editor (CodeMirror 6, bundled, so it works offline): line numbers, syntax
 * colours from Payload's theme, undo history. Tab is left to the browser, so keyboard users move on
 * with Tab as from any field. Its editable area is named by the label (`aria-labelledby`) and described
 * by the hint and message, like the fields of `fieldAria`; clicking the label focuses it. Takes
 * `value`/`onChange` (react-hook-form's `Controller`).
 */
export const CodeEditor = ({
  className,
  disabled = false,
  error,
  fieldClassName,
  hint,
  id,
  label,
  minHeight = '10rem',
  onBlur,
  onChange,
  placeholder,
  ref,
  required,
  value,
}: Props) => {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const attributes = useRef(new Compartment())
  const editable = useRef(new Compartment())
  const handlers = useRef({ onBlur, onChange })
  handlers.current = { onBlur, onChange }
  const labelId = `${id}-label`
  const aria = fieldAria({ error, hint, id })
  const contentAttributes = {
    'aria-labelledby': labelId,
    'aria-multiline': 'true',
    role: 'textbox',
    // Focusable by Tab even while read-only, so its scrolling area can be scrolled by keyboard (and axe
    // counts a contenteditable as focusable only with a tabindex).
    tabindex: '0',
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    id,
  }
  const attributesKey = JSON.stringify(contentAttributes)

  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          bracketMatching(),
          html({ autoCloseTags: false }),
          syntaxHighlighting(highlight),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          theme,
          placeholder ? placeholderText(placeholder) : [],
          attributes.current.of(EditorView.contentAttributes.of(contentAttributes)),
          editable.current.of([
            EditorView.editable.of(!disabled),
            EditorState.readOnly.of(disabled),
          ]),
          EditorView.updateListener.of((update) => {
            const own = update.transactions.some((transaction) => transaction.annotation(fromProp))
            if (update.docChanged && !own) handlers.current.onChange(update.state.doc.toString())
            if (update.focusChanged && !update.view.hasFocus) handlers.current.onBlur?.()
          }),
        ],
      }),
    })
    view.current = editor
    const focus = () => editor.focus()
    const labelElement = document.getElementById(labelId)
    labelElement?.addEventListener('click', focus)
    return () => {
      labelElement?.removeEventListener('click', focus)
      editor.destroy()
      view.current = null
    }
    // The editor is made once; the effects below follow the value, attributes and disabled state.
  }, [])

  // A value set from outside (a reset, an inserted token) replaces the text; typing is already in it.
  useEffect(() => {
    const editor = view.current
    if (!editor || editor.state.doc.toString() === value) return
    editor.dispatch({
      annotations: fromProp.of(true),
      changes: { from: 0, insert: value, to: editor.state.doc.length },
    })
  }, [value])

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(EditorView.contentAttributes.of(contentAttributes)),
    })
    // contentAttributes is a new object each render; its JSON is what changes.
  }, [attributesKey])

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure([
        EditorView.editable.of(!disabled),
        EditorState.readOnly.of(disabled),
      ]),
    })
  }, [disabled])

  useImperativeHandle(
    ref,
    () => ({
      focus: () => view.current?.focus(),
      insert: (text: string) => {
        const editor = view.current
        if (!editor) return
        editor.dispatch(editor.state.replaceSelection(text))
        editor.focus()
      },
    }),
    [],
  )

  return (
    <Field
      className={fieldClassName}
      error={error}
      hint={hint}
      htmlFor={id}
      label={label}
      labelId={labelId}
      required={required}
    >
      <div
        className={cx('sg-code-editor', className)}
        data-disabled={disabled || undefined}
        ref={host}
        style={{ '--sg-code-min': minHeight } as React.CSSProperties}
      />
    </Field>
  )
}
