import type { Payload } from 'payload'

import { primaryValueOf } from '../../../collections/DatasetRecords/primaryValue'
import { searchTextOf } from '../../../collections/DatasetRecords/searchText'
import { findImportMatches } from '../../data/records/importRows'
import type { ImportedRow, MatchedRow } from '../../data/records/importRows'
import type { RowError } from '../../schemas/imports'
import { addedColumnsOf } from './addedFields'
import { addedDefaults, missingRequired, unknownRelations } from './addedRows'
import type { ColumnPlan, ImportField } from './columnPlan'
import { rowChecker } from './convertRow'
import type { CsvSkip } from './csvReader'
import type { ConvertedRow } from './convertRow'

type Counts = { created: number; updated: number; skipped: number; failed: number }

/** A row of the file with its place in it (0-based, header not counted). */
export type IndexedRow = ConvertedRow & { index: number }

/**
 * The rows to write next: the lines skipped so far (taken out of `skipped`) and the chunk's rows, in
 * the file's order.
 */
export const inFileOrder = (skipped: IndexedRow[], chunk: IndexedRow[]) =>
  [...skipped.splice(0), ...chunk].sort((a, b) => a.line - b.line)

/** A line the CSV parser could not read, reported like a failed row (it has no index, no values). */
export const unreadableLine = ({ line, message }: CsvSkip): IndexedRow => ({
  errors: [{ column: null, line, message }],
  id: null,
  index: -1,
  line,
  liveDate: null,
  values: {},
})

type Args = {
  datasetId: string
  fields: ImportField[]
  onDuplicate: 'skip' | 'update'
  payload: Payload
  plan: ColumnPlan
  rows: IndexedRow[]
  idFor: (index: number) => string
  liveDateFor: (index: number) => string
  /** An import (not a dry run): the rows' outcomes are not kept, only what to write. */
  write: boolean
  /** The previous chunk's records, being written meanwhile (the database may not have them yet). */
  inFlight?: ImportedRow[]
  /** Dry run: the rows of earlier chunks by primary value (nothing of them is in the database). */
  seen?: Map<string, MatchedRow>
}

/** A dry run remembers this many earlier rows for duplicates across chunks. */
const SEEN_MAX = 200_000

export type ChunkResult = Counts & {
  errors: RowError[]
  /** What to write: the new records, the rewritten ones, and their added fields' values by id. */
  toWrite: {
    addedValues: Map<string, Record<string, unknown>>
    created: ImportedRow[]
    updated: ImportedRow[]
  }
  /** What each row became, for the dry run's preview (a written chunk keeps none). */
  outcomes: {
    row: IndexedRow
    data: Record<string, unknown> | null
    liveDate: string | null
    duplicate: boolean
    errors: RowError[]
  }[]
}

const primaryName = (fields: ImportField[]) => fields.find((f) => f.isPrimary)?.name

/**
 * One chunk of an import: its rows checked and matched to existing records (by id, then by primary
 * value; earlier rows of the file count too, the previous chunk's from `inFlight`). Answers the counts
 * and what to write (importWriter.ts writes it in bulk: new records, updated records and their
 * identifier-index rows, whatever the number of rows).
 */
export const importChunk = async (args: Args): Promise<ChunkResult> => {
  const { datasetId, fields, onDuplicate, payload, plan, rows } = args
  const primary = primaryName(fields)
  const keyOf = (values: Record<string, unknown>) =>
    plan.primary ? primaryValueOf(values, plan.primary.name) : null
  const checkRow = rowChecker(fields, plan)
  const clean = rows.filter((r) => !r.errors.length)
  const matches = await findImportMatches({
    datasetId,
    ids: [...new Set(clean.flatMap((r) => (r.id ? [r.id] : [])))],
    payload,
    primaryValues: [...new Set(clean.flatMap((r) => keyOf(r.values) ?? []))],
  })
  // Added fields (a developer's, see addedFields.ts): nothing of this runs per row without them.
  const defaults = addedDefaults(addedColumnsOf(payload, fields))
  const withAdded = plan.added.length > 0 || Object.keys(defaults).length > 0
  const badRelations = plan.added.some((a) => a.relationTo)
    ? await unknownRelations({ payload, plan, rows: clean })
    : null
  const addedValues = new Map<string, Record<string, unknown>>()
  const byId = new Map<string, MatchedRow>(matches.map((m) => [m.id, m]))
  const byKey = new Map<string, MatchedRow>()
  for (const m of matches) if (m.primaryValue) byKey.set(m.primaryValue, m)
  // The chunk being written: as it will be, whether or not the database has it yet.
  for (const m of args.inFlight ?? []) {
    byId.set(m.id, m)
    if (m.primaryValue) byKey.set(m.primaryValue, m)
  }

  const created = new Map<string, ImportedRow>()
  const updated = new Map<string, ImportedRow>()
  const result: ChunkResult = {
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    errors: [],
    outcomes: [],
    toWrite: { addedValues: new Map(), created: [], updated: [] },
  }
  const note = (outcome: ChunkResult['outcomes'][number]) => {
    if (!args.write) result.outcomes.push(outcome)
  }
  const fail = (row: IndexedRow, errors: RowError[]) => {
    result.failed += 1
    result.errors.push(...errors)
    note({ row, data: null, liveDate: null, duplicate: false, errors })
  }

  for (const row of rows) {
    if (row.errors.length) {
      fail(row, row.errors)
      continue
    }
    const badRelation = badRelations?.get(row)
    if (badRelation) {
      fail(row, badRelation)
      continue
    }
    const key = keyOf(row.values)
    const existing =
      (row.id ? byId.get(row.id) : undefined) ??
      (key ? (byKey.get(key) ?? args.seen?.get(key)) : undefined)
    if (existing && onDuplicate === 'skip') {
      result.skipped += 1
      note({
        row,
        data: existing.data,
        liveDate: existing.liveDate,
        duplicate: true,
        errors: [],
      })
      continue
    }
    const checked = checkRow({ base: existing?.data, row })
    if ('errors' in checked) {
      fail(row, checked.errors ?? [])
      continue
    }
    const data = checked.data
    let added = row.added
    if (withAdded && !existing) {
      added = { ...defaults, ...row.added }
      const missing = missingRequired(plan, row.line, added)
      if (missing.length) {
        fail(row, missing)
        continue
      }
    }
    const next: ImportedRow = {
      data,
      id: existing?.id ?? args.idFor(row.index),
      liveDate: row.liveDate ?? existing?.liveDate ?? args.liveDateFor(row.index),
      primaryValue: primary ? primaryValueOf(data, primary) : null,
      // Only rows that are written need it: a dry run folds nothing.
      searchText: args.write ? searchTextOf(data) : null,
    }
    if (existing) {
      result.updated += 1
      ;(created.has(next.id) ? created : updated).set(next.id, next)
    } else {
      result.created += 1
      created.set(next.id, next)
    }
    // Later rows of the file that name the same record find it as it now is.
    const matched: MatchedRow = { ...next }
    byId.set(next.id, matched)
    if (next.primaryValue) byKey.set(next.primaryValue, matched)
    if (key && key !== next.primaryValue) byKey.set(key, matched)
    if (args.seen && next.primaryValue && args.seen.size < SEEN_MAX)
      args.seen.set(next.primaryValue, matched)
    if (added && Object.keys(added).length)
      addedValues.set(next.id, { ...addedValues.get(next.id), ...added })
    note({ row, data, liveDate: next.liveDate, duplicate: !!existing, errors: [] })
  }

  result.toWrite = { addedValues, created: [...created.values()], updated: [...updated.values()] }
  return result
}
