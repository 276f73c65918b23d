import type { PageTab } from './pageForm'

/**
 * The page dialog's tabs: the form's, the fields a developer added (when any), and for a page that
 * exists its Schedule and History.
 */
export type DialogTab = 'additional' | 'history' | 'schedule' | PageTab

const FORM_TABS = [
  { id: 'content', label: 'Content' },
  { id: 'settings', label: 'Settings' },
  { id: 'seo', label: 'SEO' },
] as const satisfies readonly { id: PageTab; label: string }[]

export const dialogTabs = ({ added, editing }: { added: boolean; editing: boolean }) => [
  ...FORM_TABS,
  ...(added ? [{ id: 'additional', label: 'Additional fields' } as const] : []),
  ...(editing
    ? ([
        { id: 'schedule', label: 'Schedule' },
        { id: 'history', label: 'History' },
      ] as const)
    : []),
]
