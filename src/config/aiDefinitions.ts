/** The AI provider's and the job runner's variables, part of settingDefinitions. */
import { flag, httpUrl, optionalText, text, whole } from './settingRules'

export const aiDefinitions = {
  OPENAI_API_KEY: {
    rule: optionalText,
    default: 'none',
    meaning:
      "the AI provider's key; without it (and without `OPENAI_BASE_URL`) the AI calls answer 503 saying what to set",
    secret: true as const,
  },
  OPENAI_BASE_URL: {
    rule: httpUrl,
    default: 'OpenAI',
    meaning:
      'any OpenAI-compatible server (Azure, Ollama, vLLM, LM Studio), e.g. `http://localhost:11434/v1`; a local server needs no key',
  },
  AI_MODEL: {
    rule: text.optional().transform((v) => v || 'gpt-4o-mini'),
    default: '`gpt-4o-mini`',
    meaning: 'the model asked for every AI call; it must support JSON-schema answers',
  },
  AI_CONCURRENCY: {
    rule: whole(4, 1),
    default: '`4`',
    meaning: 'AI calls in flight at once, per process',
  },
  AI_RATE_LIMIT_PER_MINUTE: {
    rule: whole(30, 1),
    default: '`30`',
    meaning:
      'AI calls (generation, fills, lists, content tools) one user may start per minute; past them `429` with `Retry-After`',
  },
  AI_TIMEOUT_MS: {
    rule: whole(60_000, 1000),
    default: '`60000`',
    meaning: 'time limit of one AI call',
  },
  AI_MAX_RETRIES: {
    rule: whole(3, 0, 20),
    default: '`3`',
    meaning:
      'retries of a call on 429, 5xx, timeouts and malformed answers (backoff, Retry-After honoured)',
  },
  AI_RUN_JOBS_IN_WEB: {
    rule: flag(true),
    default: '`true`',
    meaning: '`false`: the web process runs no AI jobs, `npm run worker` processes do',
  },
  AI_WORKER_JOBS: {
    rule: whole(2, 1),
    default: '`2`',
    meaning: 'AI jobs one process runs at once (their calls share `AI_CONCURRENCY`)',
  },
  AI_JOB_POLL_MS: {
    rule: whole(1000, 10),
    default: '`1000`',
    meaning:
      'how often a runner checks the job queue (a job queued in the same process starts at once), and a running job whether a user cancelled it',
  },
  AI_JOB_STALE_MS: {
    rule: whole(60_000, 1000),
    default: '`60000`',
    meaning:
      'a running job not touched by its runner for this long is queued again (its runner died)',
  },
  AI_PROGRESS_POLL_MS: {
    rule: whole(500, 10),
    default: '`500`',
    meaning: 'without Redis: how often a web process reads AI progress from the database',
  },
  WS_SESSION_RECHECK_MS: {
    rule: whole(10_000, 10),
    default: '`10000`',
    meaning:
      'how often open AI progress sockets are checked against their session (closed once it ends)',
  },
}
