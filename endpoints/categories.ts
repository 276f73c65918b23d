import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../src/services/categories/categories'
import {
  categoryListQuery,
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
} from './schemas/categories'

const tag = 'Categories'
const duplicate = 'A category with this slug already exists for this tenant'

export const categoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/categories',
    summary:
      'Categories the user may see, by order then name, each with its path; `?tenantId=` limits them to one tenant',
    tag,
    query: categoryListQuery,
    response: z.array(categorySchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) =>
      listCategories({ payload, tenantId: query.tenantId, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/categories',
    status: 201,
    summary: 'Create a category, at the root or under a parent of the same tenant',
    tag,
    body: createCategorySchema,
    response: categorySchema,
    errors: { 403: 'Not one of your tenants', 409: duplicate },
    handler: ({ body, payload, user }) => createCategory({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/categories/:id',
    summary:
      'Update a category; omitted fields are kept, parentCategoryId null moves it to the root',
    tag,
    body: updateCategorySchema,
    response: categorySchema,
    errors: { 403: 'Not one of your tenants', 404: 'Category not found', 409: duplicate },
    handler: ({ body, params, payload, user }) =>
      updateCategory({ id: params.id, input: body, payload, user }),
  }),
  defineRoute({
    method: 'delete',
    path: '/categories/:id',
    status: 204,
    summary: 'Delete a category without subcategories',
    tag,
    errors: { 403: 'Not one of your tenants', 404: 'Category not found' },
    handler: ({ params, payload, user }) => deleteCategory({ id: params.id, payload, user }),
  }),
]
