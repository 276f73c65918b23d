import type { DatasetReply } from '../../../src/schemas/datasets'

type Option = { label: string; value: string }

/**
 * The Dataset choices of a template of `tenantId`: the datasets serving that tenant (a template may
 * use no other), plus the one it already has even when the user cannot see it (a dataset shared with
 * a tenant an editor lacks), so saving the template keeps it rather than clearing it.
 */
export const datasetOptions = (
  datasets: DatasetReply[],
  tenantId: string,
  current: string,
): Option[] => {
  const options = datasets
    .filter((item) => !tenantId || item.tenantIds.includes(tenantId) || item.id === current)
    .map((item) => ({ label: item.name, value: item.id }))
  if (current && !datasets.some((item) => item.id === current))
    options.push({ label: 'A dataset shared with other tenants', value: current })
  return options
}
