import type { CollectionConfig } from 'payload'

import { requiredText } from '../../src/schemas/common'
import { taskPriority } from '../../src/schemas/tasks'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'
import { descriptionField } from '../fields/descriptionField'
import { selectField } from '../fields/selectField'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'
import { setDoneDate } from './hooks/setDoneDate'

/** The admin's to-do list, per tenant. */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  admin: adminList(
    'Sites',
    ['done', 'title', 'description', 'priority', 'createdAt', 'doneDate'],
    'title',
  ),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [keepOwner({ thing: 'A task' })],
    beforeChange: [setDoneDate],
  },
  fields: [
    { name: 'title', type: 'text', required: true, validate: validateWith(requiredText('Title')) },
    descriptionField(),
    selectField({
      name: 'priority',
      defaultValue: 'medium',
      options: { high: 'High', medium: 'Medium', low: 'Low' },
      validate: validateWith(taskPriority),
    }),
    { name: 'done', type: 'checkbox', defaultValue: false, index: true },
    dateTimeField({ name: 'doneDate', label: 'Completed', admin: { readOnly: true } }),
  ],
  timestamps: true,
}
