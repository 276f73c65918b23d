'use client'
import React from 'react'

import type { TenantCards } from '../hooks/useTenantCards'
import type { TrashOptions } from '../hooks/useTrash'
import { EmptyState } from '../ui/Card'
import { CardList } from '../ui/CardList'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { cx } from '../ui/cx'
import { CARD_GRID } from '../ui/ItemCard'
import { TenantCreateActions, TenantCreateButton } from '../ui/TenantCreate'
import { TrashButton } from '../ui/TrashButton'
import { PageFrame } from './PageFrame'

type Props<T extends { id: string; tenantId?: null | string }> = {
  /** The card of one item. */
  card: (item: T) => React.ReactNode
  cards: TenantCards<T>
  /** The screen's dialogs (create/edit, preview...). */
  children: React.ReactNode
  /** The create button: its label and the id of its 'Please select a tenant first' hint. */
  create: { hintId: string; label: string }
  /** The delete confirmation: its title, the item it names and the question asked. */
  deletion: {
    question: (item: T) => React.ReactNode
    subject: (item: T) => React.ReactNode
    /** Classes of the line naming the item beside `tw:m-0`. */
    subjectClassName?: string
    title: string
  }
  /** What an empty list says: a heading and a line under it. */
  empty: { text: string; title: string }
  skeleton: React.ReactNode
  /** Under the title, for the chosen tenant or for All tenants. */
  subtitle: string
  title: string
  /** Where deletes go to the trash: its button beside the create button ('snippets' names the list). */
  trash?: TrashOptions & { things: string }
}

/**
 * A screen of one tenant's items as cards (Page Types, Snippets, Redirects): the title with its create
 * button (disabled under All tenants) and the Trash where deletes go there, the list's states, the grid of cards, the screen's dialogs and
 * the delete confirmation.
 */
export const TenantCardScreen = <T extends { id: string; tenantId?: null | string }>({
  card,
  cards,
  children,
  create: { hintId, label },
  deletion,
  empty,
  skeleton,
  subtitle,
  title,
  trash,
}: Props<T>) => {
  const { deleting } = cards
  const create = { hintId, label, onClick: cards.openCreate, tenantId: cards.selectedTenantId }
  const actions = (
    <>
      {trash && <TrashButton {...trash} whose={cards.selectedTenant?.name} />}
      <TenantCreateActions {...create} />
    </>
  )
  return (
    <PageFrame actions={actions} subtitle={subtitle} title={title}>
      <CardList
        empty={
          <EmptyState
            action={cards.selectedTenantId ? <TenantCreateButton {...create} /> : undefined}
          >
            <p className="tw:m-0 tw:text-lg tw:font-semibold tw:text-text">{empty.title}</p>
            <p className="tw:mt-1 tw:mb-0">{empty.text}</p>
          </EmptyState>
        }
        query={cards.list}
        skeleton={skeleton}
      >
        {(list) => (
          <div className={CARD_GRID}>
            {list.map((item) => (
              <React.Fragment key={item.id}>{card(item)}</React.Fragment>
            ))}
          </div>
        )}
      </CardList>
      {children}
      <ConfirmDialog
        busy={cards.removing}
        message={
          deleting && (
            <div className="tw:flex tw:flex-col tw:gap-2">
              <p className={cx('tw:m-0', deletion.subjectClassName)}>
                {deletion.subject(deleting)}
              </p>
              <p className="tw:m-0">{deletion.question(deleting)}</p>
            </div>
          )
        }
        onCancel={cards.cancelDelete}
        onConfirm={cards.confirmDelete}
        open={deleting !== null}
        title={deletion.title}
      />
    </PageFrame>
  )
}
