'use client'
import React from 'react'

import { plural } from '../../lib/format'
import { Badge } from '../../ui/Badge'
import { RowActions } from '../../ui/RowActions'
import type { CategoryNode } from './categoryTree'

/** A category's first button: its expand and collapse toggle, else its Edit (focus after a delete). */
export const firstButtonOf = (categoryId: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-category-id="${categoryId}"] button`)

/** Spec §9: each level of the tree is indented 24 px. */
const INDENT_PX = 24
/** The row's own padding at the root. */
const ROW_PADDING_PX = 16

type Handlers = {
  collapsed: ReadonlySet<string>
  onDelete: (node: CategoryNode) => void
  onEdit: (node: CategoryNode) => void
  onToggle: (id: string) => void
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden="true"
    className={`tw:size-4 tw:transition-transform ${open ? 'tw:rotate-90' : ''}`}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    viewBox="0 0 16 16"
  >
    <path d="M6 3l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

const CategoryItem = ({ node, ...handlers }: Handlers & { node: CategoryNode }) => {
  const { category, children, depth } = node
  const listId = `category-children-${category.id}`
  const expanded = children.length > 0 && !handlers.collapsed.has(category.id)
  return (
    <li>
      <div
        className="tw:flex tw:flex-wrap tw:items-center tw:gap-x-3 tw:gap-y-2 tw:border-b tw:border-elev-100 tw:py-3 tw:pr-4"
        data-category-id={category.id}
        data-depth={depth}
        data-testid="category-row"
        style={{ paddingInlineStart: ROW_PADDING_PX + depth * INDENT_PX }}
      >
        <div className="tw:flex tw:min-w-0 tw:flex-1 tw:basis-64 tw:items-start tw:gap-2">
          {children.length > 0 ? (
            <button
              aria-controls={listId}
              aria-expanded={expanded}
              aria-label={`Subcategories of ${category.name}`}
              className="tw:mt-0.5 tw:flex tw:size-7 tw:shrink-0 tw:cursor-pointer tw:items-center tw:justify-center tw:rounded tw:border-0 tw:bg-transparent tw:text-elev-600 tw:hover:bg-elev-100 tw:focus-visible:outline-2 tw:focus-visible:outline-elev-400"
              data-testid="category-toggle"
              onClick={() => handlers.onToggle(category.id)}
              title={expanded ? 'Collapse' : 'Expand'}
              type="button"
            >
              <Chevron open={expanded} />
            </button>
          ) : (
            <span aria-hidden="true" className="tw:size-7 tw:shrink-0" />
          )}
          <div className="tw:min-w-0">
            <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
              <span className="tw:font-semibold" data-testid="category-name">
                {category.name}
              </span>
              <Badge tone={category.browsable ? 'success' : 'neutral'}>
                {category.browsable ? 'Browsable' : 'Hidden'}
              </Badge>
            </div>
            <p className="tw:m-0 tw:flex tw:flex-wrap tw:gap-x-3 tw:text-sm tw:text-elev-500">
              <span className="tw:font-mono tw:break-all">/{category.path}</span>
              <span>Order {category.order}</span>
              {children.length > 0 && (
                <span>{plural(children.length, 'subcategory', 'subcategories')}</span>
              )}
            </p>
            {category.description && (
              <p className="tw:mt-1 tw:mb-0 tw:line-clamp-2 tw:text-sm tw:text-elev-600">
                {category.description}
              </p>
            )}
          </div>
        </div>
        <RowActions
          className="tw:ml-auto tw:justify-end"
          onDelete={() => handlers.onDelete(node)}
          onEdit={() => handlers.onEdit(node)}
          subject={category.name}
        />
      </div>
      {children.length > 0 && (
        <ul className="tw:m-0 tw:list-none tw:p-0" hidden={!expanded} id={listId}>
          {children.map((child) => (
            <CategoryItem key={child.category.id} node={child} {...handlers} />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The category tree (spec §2.7) as nested lists: each parent has a disclosure button (aria-expanded,
 * Enter or Space) that shows or hides its subcategories; rows are indented 24 px per level.
 */
export const CategoryTree = ({
  label,
  nodes,
  ...handlers
}: Handlers & { label: string; nodes: readonly CategoryNode[] }) => (
  <div className="tw:overflow-hidden tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface">
    {/* The last row's divider slides under the frame's own border. */}
    <ul aria-label={label} className="tw:m-0 tw:-mb-px tw:list-none tw:p-0">
      {nodes.map((node) => (
        <CategoryItem key={node.category.id} node={node} {...handlers} />
      ))}
    </ul>
  </div>
)
