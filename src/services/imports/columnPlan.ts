import type { FieldDef } from '../../schemas/recordData'
import type { ColumnMapping } from '../../schemas/imports'
import { hasUnsafeText, unsafeTextMessage } from '../../utilities/unsafeText'
import { invalid } from '../errors'
import { addedDefault } from './addedFields'
import type { AddedColumn } from './addedFields'

export type ImportField = FieldDef & { isPrimary: boolean }

/** What a column of the file fills: a field, the record's live date, its id (matching only), or nothing. */
type Target =
  | { kind: 'field'; field: ImportField }
  | { kind: 'added'; added: AddedColumn }
  | { kind: 'liveDate' }
  | { kind: 'id' }
  | null

export type ColumnPlan = {
  header: string[]
  targets: Target[]
  columns: ColumnMapping[]
  unknownColumns: string[]
  /** Required fields without a default that no column fills: every new record would be refused. */
  missingFields: string[]
  primary: ImportField | null
  /** The added fields the file has a column for (none: the rows' path is the plain one). */
  added: AddedColumn[]
}

const MAX_COLUMNS = 500
const LIVE_DATE_NAMES = new Set(['livedate', 'live date', 'live_date'])
const lower = (s: string) => s.trim().toLowerCase()

/**
 * Matches a header row to the dataset's fields by name, ignoring case. `liveDate` (or `_liveDate`
 * when a field has that name) sets the live date; `id` (or `_id`) is a record id, used only to
 * recognise a record the file came from. A field a developer added to records fills the column of
 * its name (`_name` when a dataset field has it; see addedFields.ts). Other columns are reported and
 * not stored.
 */
export const planColumns = (
  header: string[],
  fields: ImportField[],
  addedFields: AddedColumn[] = [],
): ColumnPlan => {
  if (header.length > MAX_COLUMNS)
    throw invalid(`The CSV file has ${header.length} columns; at most ${MAX_COLUMNS} are read`)
  const byName = new Map(fields.map((f) => [lower(f.name), f]))
  const addedByName = new Map(addedFields.map((a) => [lower(a.column), a]))
  const seen = new Map<string, string>()
  for (const [i, name] of header.entries()) {
    if (hasUnsafeText(name)) {
      const message = unsafeTextMessage(`Column ${i + 1} of the header row`)
      throw invalid(message, { file: message })
    }
    if (name === '') continue
    const key = lower(name)
    if (seen.has(key))
      throw invalid(`The column "${name}" appears twice in the header row`, { file: name })
    seen.set(key, name)
  }
  const targets: Target[] = header.map((name) => {
    const key = lower(name)
    const field = byName.get(key)
    if (field) return { kind: 'field', field }
    const added = addedByName.get(key)
    if (added) return { kind: 'added', added }
    if ((LIVE_DATE_NAMES.has(key) && !byName.has(key)) || key === '_livedate')
      return { kind: 'liveDate' }
    if ((key === 'id' && !byName.has('id')) || key === '_id') return { kind: 'id' }
    return null
  })
  if (!targets.some((t) => t?.kind === 'field'))
    throw invalid(
      `No column of the file matches a field of this dataset (fields: ${fields.map((f) => f.name).join(', ')})`,
      { file: 'No column matches a field' },
    )
  const columns: ColumnMapping[] = header.map((column, i) => {
    const target = targets[i]
    if (target?.kind === 'field')
      return { column, target: target.field.name, type: target.field.type, note: null }
    if (target?.kind === 'added')
      return {
        column,
        target: target.added.name,
        type: target.added.field.type,
        note: target.added.hasMany
          ? "a field the site's developer added; its values as a JSON array"
          : "a field the site's developer added",
      }
    if (target?.kind === 'liveDate')
      return { column, target: 'liveDate', type: 'date', note: 'the record goes live then' }
    if (target?.kind === 'id')
      return {
        column,
        target: 'id',
        type: null,
        note: 'matches the record with this id in this dataset; never stored',
      }
    return { column, target: null, type: null, note: 'not a field of this dataset: not stored' }
  })
  const filled = new Set(targets.flatMap((t) => (t?.kind === 'field' ? [t.field.name] : [])))
  const added = targets.flatMap((t) => (t?.kind === 'added' ? [t.added] : []))
  return {
    header,
    targets,
    columns,
    unknownColumns: header.filter((_, i) => targets[i] === null),
    missingFields: fields
      .filter((f) => f.required && f.defaultValue === null && !filled.has(f.name))
      .map((f) => f.name)
      .concat(
        addedFields
          .filter((a) => requiredWithoutDefault(a) && !added.includes(a))
          .map((a) => a.column),
      ),
    added,
    primary: fields.find((f) => f.isPrimary && filled.has(f.name)) ?? null,
  }
}

const requiredWithoutDefault = (added: AddedColumn) =>
  'required' in added.field && Boolean(added.field.required) && addedDefault(added) === undefined
