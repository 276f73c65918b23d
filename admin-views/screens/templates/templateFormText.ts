/**
 * Where the create dialog and the editor word the same field differently (the dialog names the
 * template, the editor is already inside one) and what each offers as an example.
 */
export const TEMPLATE_FORM_TEXT = {
  create: {
    contentMinHeight: '14rem',
    contentLabel: 'Template Content',
    contentPlaceholder: '<h1>#label#</h1>\n<p>#description#</p>',
    identifierHint: 'Optional: detected automatically when the URL pattern has one placeholder.',
    identifierPlaceholder: 'name',
    indexHint: 'Optional: the page listing every page of this template.',
    indexPlaceholder: '/instruments',
    nameLabel: 'Template Name',
    namePlaceholder: 'Instrument guide',
    noDataset: 'Select a dataset',
    urlPlaceholder: '/instrument/{name}',
  },
  edit: {
    contentMinHeight: '20rem',
    contentLabel: 'Content',
    contentPlaceholder: undefined,
    identifierHint: 'Optional: detected when the URL pattern has one placeholder.',
    identifierPlaceholder: undefined,
    indexHint: 'Optional',
    indexPlaceholder: undefined,
    nameLabel: 'Name',
    namePlaceholder: undefined,
    noDataset: 'No dataset',
    urlPlaceholder: undefined,
  },
} as const

export type TemplateFormVariant = keyof typeof TEMPLATE_FORM_TEXT
