/** Each environment variable the product reads: its rule, and what README's table says of it. */
import { z } from 'zod'

import { aiDefinitions } from './aiDefinitions'
import { parseDatabaseSchema } from './databaseSchema'
import { parseDatabaseTarget } from './databaseTarget'
import { storageDefinitions } from './storageDefinitions'
import {
  checkedBy,
  flag,
  httpUrl,
  list,
  optionalText,
  text,
  webConcurrency,
  whole,
} from './settingRules'

export type Doc = { default: string; meaning: string; secret?: true; scope?: 'tests' | 'internal' }

/** Each variable: its zod rule and what README says of it. */
export const definitions = {
  PORT: { rule: whole(3000, 0, 65535), default: '`3000`', meaning: 'HTTP port' },
  HOST: { rule: optionalText, default: 'all interfaces', meaning: 'interface to listen on' },
  WEB_CONCURRENCY: {
    rule: webConcurrency,
    default: '`1` (`auto` in the Docker image)',
    meaning:
      'web processes sharing the port (node:cluster): a number, or `auto` for one per CPU; edits are fresh on all of them at once (see docs/scaling.md)',
  },
  DATABASE_URL: {
    rule: checkedBy((value) => parseDatabaseTarget(value)),
    default: 'embedded SQLite at `data/cms.db`',
    meaning:
      '`postgres://user:pass@host:5432/db` (or `postgresql://`) for PostgreSQL, or `file:/path/to.db` for SQLite elsewhere; any other scheme stops the start',
    secret: true,
  },
  DATABASE_SCHEMA: {
    rule: checkedBy((value) => parseDatabaseSchema(value)),
    default: '`public`',
    meaning:
      'PostgreSQL schema to use (a lower-case name): created when missing, the migrations and all tables go there',
  },
  DATABASE_POOL_MAX: { rule: whole(10, 1), default: '`10`', meaning: 'PostgreSQL pool size' },
  DATABASE_READ_REPLICAS: {
    rule: list,
    default: 'none',
    meaning: 'comma-separated PostgreSQL URLs for read replicas',
    secret: true,
  },
  PGOPTIONS: {
    rule: optionalText,
    default: 'none',
    meaning:
      'PostgreSQL settings for every connection (`-c name=value ...`, as libpq reads them); sent along with the search path of DATABASE_SCHEMA',
  },
  DATA_DIR: {
    rule: text.optional().transform((v) => v || 'data'),
    default: '`data`',
    meaning:
      'where the SQLite file, media uploads, the generated secret and the first admin password live',
  },
  PAYLOAD_SECRET: {
    rule: optionalText,
    default: 'generated once into `data/payload-secret`',
    meaning:
      "signs Payload's tokens; **required when `NODE_ENV=production`** (`npm start` generates one into the data folder when it is not set)",
    secret: true,
  },
  NODE_ENV: {
    rule: optionalText,
    default: '`production` under `npm start`',
    meaning:
      '`production` serves the built admin and site; anything else compiles them live (`npm run dev`)',
  },
  ADMIN_USERNAME: {
    rule: text.optional().transform((v) => v || 'admin'),
    default: '`admin`',
    meaning: 'the first administrator, created on an empty database',
  },
  ADMIN_PASSWORD: {
    rule: optionalText,
    default: 'random',
    meaning:
      "the first administrator's password (printed once and kept in `data/admin-password.txt` when random)",
    secret: true,
  },
  SEED_DEMO: {
    rule: flag(true),
    default: '`true`',
    meaning: 'seed the demo tenants on an empty database; `false` to start empty',
  },
  PUBLIC_URL: {
    rule: httpUrl,
    default: '`http://localhost:PORT`',
    meaning:
      "the admin's public origin, printed at start: the admin (`/admin`), Payload's `/api/cms`, every `/api` call but the public site's, the session cookie and `/ws/ai-progress` answer only on its host and on localhost, 127.0.0.1 and [::1] (any port); on another host `/admin` redirects there and the rest answers 404. Set it to the address you open the admin at. No tenant may take its host, and public pages there carry a script-free policy (docs/decisions/security-admin-host.md)",
  },
  PREVIEW_HOSTS: {
    rule: list,
    default: 'none',
    meaning:
      'comma-separated preview domains where `simulate_domain` is honoured, besides localhost, `*.localhost` and IPs',
  },
  TRUST_PROXY: {
    rule: text.optional().transform((v) => v || 'loopback'),
    default: '`loopback`',
    meaning:
      'express `trust proxy` setting, for `X-Forwarded-*` behind a load balancer; it decides the client address the sign-in limit counts, so name only proxies you run',
  },
  LOGIN_IP_MAX_FAILURES: {
    rule: whole(10, 1),
    default: '`10`',
    meaning:
      'failed sign-ins one client address (IPv6: its /64) may make per `LOGIN_IP_WINDOW_MS`; past them it gets `429` with `Retry-After`, before any password check',
  },
  LOGIN_IP_WINDOW_MS: {
    rule: whole(900_000, 1000),
    default: '`900000`',
    meaning: 'the window of `LOGIN_IP_MAX_FAILURES`',
  },
  LOGIN_MAX_ATTEMPTS: {
    rule: whole(20, 2),
    default: '`20`',
    meaning:
      'failed sign-ins in a row before an account locks; one address may fail at most one fewer in a row on an account (then 429 until a success from there or a password reset), so only guessing from several addresses locks it',
  },
  LOGIN_LOCK_MS: {
    rule: whole(600_000, 1000),
    default: '`600000`',
    meaning: 'how long a locked account stays locked',
  },
  ...aiDefinitions,
  REDIS_URL: {
    rule: optionalText.refine((v) => !v || /^rediss?:\/\//.test(v), {
      error: 'must start with redis:// or rediss://',
    }),
    default: 'none',
    meaning:
      '`redis://host:6379`: AI progress travels by Redis pub/sub instead of database polling, and the sign-in and AI rate limits are counted in Redis, shared by every process (in memory while Redis is unreachable)',
    secret: true,
  },
  IMPORT_MAX_BYTES: {
    rule: whole(512 * 1024 * 1024, 1024),
    default: '`536870912` (512 MB)',
    meaning:
      'largest CSV file `POST /api/datasets/:id/records/import` takes; it waits in `DATA_DIR/imports` until its import job has read it',
  },
  LOG_LEVEL: {
    rule: text
      .optional()
      .transform((v) => (v ? v.toLowerCase() : 'info'))
      .pipe(
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be fatal, error, warn, info, debug, trace or silent',
        }),
      ),
    default: '`info`',
    meaning:
      'log level of the JSON log lines on stdout (one per request: method, path, status, duration, tenant, user)',
  },
  ...storageDefinitions,
  UNSPLASH_ACCESS_KEY: {
    rule: optionalText,
    default: 'none',
    meaning:
      "Unsplash access key for the image picker's stock photos; without it those calls answer 503",
    secret: true,
  },
  UNSPLASH_API_URL: {
    rule: httpUrl.transform((v) => v || 'https://api.unsplash.com'),
    default: '`https://api.unsplash.com`',
    meaning: 'the Unsplash API (tests point it at a fake)',
  },
  SMTP_URL: {
    rule: optionalText.refine((v) => !v || /^smtps?:\/\/[^\s]+$/i.test(v), {
      error: 'must start with smtp:// or smtps://',
    }),
    default: 'none',
    meaning:
      "the mail server notifications go through (Payload's nodemailer adapter), e.g. `smtp://user:pass@mail.example:587` or `smtps://...:465`; without it nothing is emailed and the Settings screen says so",
    secret: true,
  },
  SMTP_FROM: {
    rule: text.optional().transform((v) => v || 'Site Generator <no-reply@localhost>'),
    default: '`Site Generator <no-reply@localhost>`',
    meaning: 'the sender of notification emails: an address, or `Name <address>`',
  },
  PAGE_SCHEDULE_POLL_MS: {
    rule: whole(15_000, 100, 30_000),
    default: '`15000`',
    meaning:
      'how often each web process looks for pages whose Publish at or Unpublish at time has come (one process acts on each page); a start also looks at once, so what fell due while the site was down goes out then',
  },
  API_ACCESS_LOG_MAX_ENTRIES: {
    rule: whole(10_000, 100, 1_000_000),
    default: '`10000`',
    meaning:
      'how many `/api` calls the access log keeps (Settings, API access logging); older entries are removed as new ones arrive',
  },
  PAYLOAD_DB_PUSH: {
    rule: flag(false),
    default: '`false`',
    meaning: 'build the schema with Drizzle push instead of migrations (tests only)',
  },
  WEB_BOOTSTRAP: {
    rule: flag(true),
    default: '`true`',
    meaning: 'set by the cluster supervisor: only its first worker migrates, seeds and prints',
    scope: 'internal',
  },
  NEXT_PHASE: {
    rule: optionalText,
    default: 'none',
    meaning: 'set by Next while it builds: the config is read but nothing is signed',
    scope: 'internal',
  },
  TEST_DATABASE_URL: {
    rule: optionalText,
    default: 'none',
    meaning: 'tests: run the suite on this PostgreSQL server instead of SQLite',
    scope: 'tests',
  },
  E2E_EXTRA_FIELDS: {
    rule: flag(false),
    default: '`false`',
    meaning:
      'tests: build the app with an added page field `subtitle` and record field `note` (docs/extending.md), for the end-to-end test of the forms’ Additional fields',
    scope: 'tests',
  },
  CHROMIUM_PATH: {
    rule: optionalText,
    default: 'a system Chromium or Chrome, else Playwright’s own',
    meaning:
      'tests: the Chromium or Chrome binary for the end-to-end suite; without any browser the suite stops at once saying how to get one',
    scope: 'tests',
  },
} satisfies Record<string, { rule: z.ZodType } & Doc>
