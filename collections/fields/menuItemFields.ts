import type { Field } from 'payload'

/** Fields shared by the header and footer navigation. */
export const menuItemFields = (): Field[] => [
  { name: 'label', type: 'text', required: true },
  { name: 'url', type: 'text', required: true, label: 'URL' },
  { name: 'order', type: 'number', defaultValue: 0, index: true },
  { name: 'isActive', type: 'checkbox', defaultValue: true, label: 'Active' },
  { name: 'openInNewTab', type: 'checkbox', defaultValue: false, label: 'Open in New Tab' },
]
