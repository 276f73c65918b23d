import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { adminOrigin, emailConfigured } from '../../../collections/SiteSettings/notifyAdmin'
import { readSettings } from '../../../collections/SiteSettings/readSettings'
import type { SessionUser } from '../../auth/sessions'
import { findRow } from '../../data/findRow'
import type { User } from '../../payload-types'
import type { InviteUserInput } from '../../schemas/users'
import { accessAs } from '../common/accessAs'
import { explainForbidden } from '../common/explainForbidden'
import { findOr404 } from '../common/findOr404'
import { DomainError, invalid } from '../errors'

/** How long an invitation link works. */
const INVITE_DAYS = 7

const NOT_CONFIGURED =
  'Email is not configured: set SMTP_URL (and SMTP_FROM) and restart to invite by email, or add the user with a first password'
const LINK_GONE =
  'This invitation link is not valid any more: ask an administrator to send a new one'

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

type Base = { payload: Payload; user: SessionUser }

/**
 * A new link for the user: its token goes only into the email (the link's fragment, so no server
 * or proxy logs it); the user row keeps its SHA-256 and the end, replacing any earlier link.
 */
const sendInvitation = async (
  payload: Payload,
  invited: Pick<User, 'email' | 'id' | 'username'>,
) => {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000)
  await payload.update({
    collection: 'users',
    data: { inviteExpiresAt: expiresAt.toISOString(), inviteTokenHash: hashToken(token) },
    id: invited.id,
  })
  const { platformName } = await readSettings(payload)
  try {
    await payload.sendEmail({
      subject: `[${platformName}] You are invited`,
      text: [
        `You have an account on ${platformName}, with the username ${invited.username}.`,
        `Choose your password here (the link works until ${expiresAt.toUTCString()}):`,
        '',
        `${adminOrigin()}/admin/invite#${token}`,
      ].join('\n'),
      to: String(invited.email),
    })
  } catch (error) {
    throw new DomainError(
      'upstream_failed',
      `The mail server did not take the invitation: ${(error as Error).message}`,
    )
  }
  return expiresAt
}

/**
 * Adds a user who chooses their own password from an emailed link (administrators only). The account
 * has a random password nobody knows until then. If the mail server refuses the message, the user is
 * not added, so the invitation can simply be sent again.
 */
export const inviteUser = async ({ input, payload, user }: Base & { input: InviteUserInput }) => {
  if (!emailConfigured()) throw new DomainError('not_configured', NOT_CONFIGURED)
  const created = await explainForbidden(
    () =>
      payload.create({
        collection: 'users',
        data: {
          active: true,
          email: input.email,
          password: crypto.randomBytes(32).toString('base64url'),
          role: input.role,
          tenants: input.tenantIds.map((tenant) => ({ tenant })),
          username: input.username,
        } as Partial<User> as User,
        depth: 0,
        ...accessAs(user),
      }),
    'Only administrators can add users',
  )
  try {
    await sendInvitation(payload, created)
  } catch (error) {
    await payload.delete({ collection: 'users', id: created.id })
    throw error
  }
  return String(created.id)
}

/** Sends a user who has not accepted yet a new link; the old one stops working. */
export const resendInvitation = async ({ id, payload, user }: Base & { id: string }) => {
  if (!emailConfigured()) throw new DomainError('not_configured', NOT_CONFIGURED)
  const invited = await findOr404({ collection: 'users', id, label: 'User', payload, user })
  if (user.role !== 'admin')
    throw new DomainError('forbidden', 'Only administrators can manage other users')
  if (!invited.inviteExpiresAt) throw invalid('This user has already accepted their invitation')
  await sendInvitation(payload, invited)
}

type Pending = { id: string; active?: boolean | null; inviteExpiresAt?: string | null }

/**
 * The invitation link's token and the password its user chose: the password is set (as the system:
 * nobody is signed in yet), the link is used up, and the user id is answered for a session to open.
 * An unknown, used or expired link, or a deactivated user, gets the same 400.
 */
export const acceptInvitation = async ({
  password,
  payload,
  token,
}: {
  password: string
  payload: Payload
  token: string
}) => {
  const pending = await findRow<Pending>({
    collection: 'users',
    payload,
    select: { active: true, id: true, inviteExpiresAt: true },
    where: { inviteTokenHash: { equals: hashToken(token) } },
  })
  const open =
    pending &&
    pending.active !== false &&
    pending.inviteExpiresAt &&
    Date.parse(pending.inviteExpiresAt) > Date.now()
  if (!pending || !open) throw invalid(LINK_GONE, { token: LINK_GONE })
  await payload.update({
    collection: 'users',
    data: { inviteExpiresAt: null, inviteTokenHash: null, password },
    id: pending.id,
  })
  return pending.id
}
