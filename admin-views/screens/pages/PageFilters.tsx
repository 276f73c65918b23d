'use client'
import React from 'react'

import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { STATUS_CHOICES } from './pageForm'

type Props = {
  search: string
  status: string
  onSearch: (search: string) => void
  onStatus: (status: string) => void
}

/** Above the page list: a search of titles and slugs (any case and accents) and a status filter. */
export const PageFilters = ({ onSearch, onStatus, search, status }: Props) => (
  <div className="tw:flex tw:flex-wrap tw:items-end tw:gap-3" role="search">
    <TextField
      fieldClassName="tw:min-w-0 tw:flex-1 tw:sm:max-w-sm"
      id="pages-search"
      label="Search pages"
      onChange={(event) => onSearch(event.target.value)}
      placeholder="Title or slug"
      type="search"
      value={search}
    />
    <SelectField
      fieldClassName="tw:min-w-40"
      id="pages-status"
      label="Status"
      onChange={(event) => onStatus(event.target.value)}
      options={STATUS_CHOICES}
      value={status}
    >
      <option value="">All statuses</option>
    </SelectField>
  </div>
)
