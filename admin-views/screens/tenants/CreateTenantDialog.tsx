'use client'

/** Create New Tenant (spec admin-core §5): used by the dashboard, Tenants and Datasets screens. */
export const CreateTenantDialog = (_props: { onClose: () => void; open: boolean }) => null
