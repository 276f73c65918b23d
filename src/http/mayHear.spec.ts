import { describe, expect, it } from 'vitest'

import { mayHear } from './mayHear'

const admin = { tenantIds: null }
const editorOfA = { tenantIds: ['a'] }

describe('mayHear', () => {
  it('should let an administrator hear of every run, tenant-less ones too', () => {
    expect(mayHear(admin, { tenantId: null })).toBe(true)
    expect(mayHear(admin, { tenantId: 'b', datasetTenantIds: ['b'] })).toBe(true)
  })

  it("should let an editor hear of their tenant's runs and not another's", () => {
    expect(mayHear(editorOfA, { tenantId: 'a' })).toBe(true)
    expect(mayHear(editorOfA, { tenantId: 'b' })).toBe(false)
  })

  it('should let an editor hear of a run on a dataset all of whose tenants are theirs', () => {
    expect(mayHear(editorOfA, { tenantId: null, datasetTenantIds: ['a'] })).toBe(true)
    expect(
      mayHear({ tenantIds: ['a', 'b'] }, { tenantId: null, datasetTenantIds: ['a', 'b'] }),
    ).toBe(true)
  })

  it('should keep from an editor a run on a shared, tenant-less or unknown dataset', () => {
    expect(mayHear(editorOfA, { tenantId: null, datasetTenantIds: ['a', 'b'] })).toBe(false)
    expect(mayHear(editorOfA, { tenantId: null, datasetTenantIds: [] })).toBe(false)
    expect(mayHear(editorOfA, { tenantId: null })).toBe(false)
  })
})
