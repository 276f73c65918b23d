import { crudRoutes } from '../src/http/crudRoutes'
import { categoryService } from '../src/services/categories/categories'
import {
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
} from '../src/schemas/categories'

export const categoryRoutes = crudRoutes({
  path: '/categories',
  tag: 'Categories',
  service: categoryService,
  reply: categorySchema,
  list: {
    summary:
      'Categories the user may see, by order then name, each with its path; `?tenantId=` limits them to one tenant',
  },
  create: {
    summary: 'Create a category, at the root or under a parent of the same tenant',
    body: createCategorySchema,
  },
  update: {
    method: 'put',
    summary:
      'Update a category; omitted fields are kept, parentCategoryId null moves it to the root',
    body: updateCategorySchema,
  },
  remove: { summary: 'Delete a category without subcategories' },
})
