import { crudRoutes } from '../src/http/crudRoutes'
import { panelService } from '../src/services/panels/panels'
import { createPanelSchema, panelSchema, updatePanelSchema } from '../src/schemas/panels'

export const panelRoutes = crudRoutes({
  path: '/panels',
  tag: 'Panels',
  service: panelService,
  reply: panelSchema,
  list: { summary: "A tenant's panels by name, inactive ones included" },
  create: {
    summary: 'Create a panel (HTML; {option1|option2} picks one at random)',
    body: createPanelSchema,
  },
  update: {
    method: 'put',
    summary: "Update a panel's name, content or active flag",
    body: updatePanelSchema,
  },
  remove: { summary: 'Delete a panel; templates and page types using it lose it' },
})
