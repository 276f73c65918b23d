'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { BlogSuggestion, SuggestionsReply } from '../../../../src/schemas/aiContent'
import { blogSuggestionsSchema } from '../../../../src/schemas/aiContent'
import type { PageReply } from '../../../../src/schemas/pages'
import { api, errorMessage } from '../../../lib/api'
import { fieldBinder, schemaResolver } from '../../../lib/form'
import { notify, notifyError } from '../../../lib/toast'
import { NumberField } from '../../../ui/NumberField'
import { SelectField } from '../../../ui/SelectField'
import { SubmitButton } from '../../../ui/SubmitButton'
import { TextField } from '../../../ui/TextField'
import { refreshPages } from '../queries'
import {
  AUDIENCE_CHOICES,
  clampCount,
  COUNT_DEFAULT,
  COUNT_MAX,
  COUNT_MIN,
  INDUSTRY_CHOICES,
  TONE_CHOICES,
} from './aiOptions'
import { AiProblem } from './AiProblem'
import { KeywordsField } from './KeywordsField'
import { SuggestionCard } from './SuggestionCard'

type IdeasValues = {
  count: number | string
  industry: string
  targetAudience: string
  tone: string
  topic: string
}

const RESOLVER = schemaResolver<IdeasValues>(blogSuggestionsSchema)

/**
 * Spec sections 3 and 4: a suggestion becomes a draft page of type page, with no featured image, its
 * title as SEO title and its excerpt as SEO description; the server makes the slug from the title.
 */
const pageFromSuggestion = (suggestion: BlogSuggestion, tenantId: string) => ({
  categoryId: null,
  content: suggestion.content,
  datasetId: null,
  excerpt: suggestion.excerpt,
  featured: false,
  featuredImage: null,
  pageTypeId: null,
  publishedAt: null,
  recordIds: [],
  seoDescription: suggestion.excerpt,
  seoTitle: suggestion.title,
  status: 'draft',
  tenantId,
  title: suggestion.title,
  type: 'page',
})

/**
 * AI Ideas (spec section 2.3): topic, industry, tone, audience, keywords and how many ideas (1 to 10,
 * 2 unless told); each suggested post can become a draft page or be copied.
 */
export const IdeasTab = ({ tenantId }: { tenantId: string }) => {
  const id = useId()
  const queryClient = useQueryClient()
  const [keywords, setKeywords] = useState<string[]>([])
  const [suggestions, setSuggestions] = useState<BlogSuggestion[]>([])
  const [created, setCreated] = useState<ReadonlySet<number>>(new Set())
  const form = useForm<IdeasValues>({
    defaultValues: { count: COUNT_DEFAULT, industry: '', targetAudience: '', tone: '', topic: '' },
    resolver: RESOLVER,
  })
  const { errors } = form.formState
  const field = fieldBinder(form, id)

  const generate = useMutation({
    mutationFn: (body: IdeasValues & { keywords: string[] }) =>
      api<SuggestionsReply>('/api/ai/blog-suggestions', { body, method: 'POST' }),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to generate suggestions')),
    onSuccess: (reply, body) => {
      setSuggestions(reply.suggestions)
      setCreated(new Set())
      const count = reply.suggestions.length
      notify({
        description: `${count} ${count === 1 ? 'idea' : 'ideas'} for “${body.topic.trim()}”.`,
        title: 'Suggestions Generated',
      })
    },
  })

  const create = useMutation({
    mutationFn: ({ suggestion }: { index: number; suggestion: BlogSuggestion }) =>
      api<PageReply>('/api/pages', {
        body: pageFromSuggestion(suggestion, tenantId),
        method: 'POST',
      }),
    onError: (error) =>
      notifyError('Error Creating Page', errorMessage(error, 'Failed to create page')),
    onSuccess: async (page, { index }) => {
      setCreated((current) => new Set(current).add(index))
      notify({ description: `${page.title} is saved as a draft.`, title: 'Page Created' })
      await refreshPages(queryClient)
    },
  })

  const submit = form.handleSubmit((values) => {
    const count = clampCount(values.count)
    form.setValue('count', count)
    generate.mutate({ ...values, count, keywords })
  })

  return (
    <div className="tw:flex tw:flex-col tw:gap-5">
      <AiProblem error={generate.error} />
      <form className="tw:flex tw:flex-col tw:gap-4" noValidate onSubmit={submit}>
        <TextField
          hint="What the posts should be about."
          label="Topic"
          placeholder="Choosing a first piano"
          required
          {...field('topic')}
        />
        <div className="tw:grid tw:gap-4 tw:md:grid-cols-3">
          <SelectField label="Industry" options={INDUSTRY_CHOICES} {...field('industry')}>
            <option value="">Any industry</option>
          </SelectField>
          <SelectField label="Tone" options={TONE_CHOICES} {...field('tone')}>
            <option value="">Any tone</option>
          </SelectField>
          <SelectField
            label="Target Audience"
            options={AUDIENCE_CHOICES}
            {...field('targetAudience', { id: 'audience' })}
          >
            <option value="">Any audience</option>
          </SelectField>
        </div>
        <div className="tw:grid tw:gap-4 tw:md:grid-cols-[1fr_12rem]">
          <KeywordsField id={`${id}-keywords`} keywords={keywords} onChange={setKeywords} />
          <NumberField
            error={errors.count}
            hint={`${COUNT_MIN} to ${COUNT_MAX} ideas.`}
            id={`${id}-count`}
            label="Number of Suggestions"
            max={COUNT_MAX}
            min={COUNT_MIN}
            {...form.register('count', {
              onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
                form.setValue('count', clampCount(event.target.value)),
            })}
          />
        </div>
        <div className="tw:flex tw:justify-end">
          <SubmitButton disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate Ideas'}
          </SubmitButton>
        </div>
      </form>

      {suggestions.length > 0 && (
        <section
          aria-labelledby={`${id}-results`}
          className="tw:flex tw:flex-col tw:gap-3 tw:border-t tw:border-elev-100 tw:pt-4"
        >
          <h3 className="tw:m-0 tw:text-base tw:font-semibold" id={`${id}-results`}>
            Suggested Posts
          </h3>
          {suggestions.map((suggestion, index) => (
            <SuggestionCard
              created={created.has(index)}
              creating={create.isPending && create.variables?.index === index}
              key={`${index}-${suggestion.title}`}
              onCreate={() => create.mutate({ index, suggestion })}
              suggestion={suggestion}
            />
          ))}
        </section>
      )}
    </div>
  )
}
