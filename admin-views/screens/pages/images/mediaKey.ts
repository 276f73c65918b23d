/** A tenant's uploaded images, newest first (the load's URL is its key). */
export const mediaKey = (tenantId: string) => [`/api/media?tenantId=${tenantId}`]
