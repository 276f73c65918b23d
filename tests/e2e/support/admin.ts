/** The administrator the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const e2eAdmin = { password: 'e2e-admin-password', username: 'admin' }
