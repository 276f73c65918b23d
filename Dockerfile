# syntax=docker/dockerfile:1
# Multi-stage: dependencies, build, then a slim runtime that runs as a non-root user.
# Node 24 (Active LTS until October 2026, maintained until April 2028); package.json `engines` lists
# the versions the product supports.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    DISABLE_PAYLOAD_HMR=true \
    PORT=3000 \
    WEB_CONCURRENCY=auto \
    LOG_LEVEL=info \
    DATA_DIR=/app/data
RUN groupadd --system app && useradd --system --gid app --home /app app \
 && mkdir -p /app/data && chown app:app /app/data
COPY --from=build --chown=app:app /app/package.json /app/package-lock.json /app/payload.config.ts /app/next.config.mjs /app/tsconfig.json ./
COPY --from=build --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/.next ./.next
COPY --from=build --chown=app:app /app/dist ./dist
COPY --from=build --chown=app:app /app/src ./src
COPY --from=build --chown=app:app /app/collections ./collections
COPY --from=build --chown=app:app /app/endpoints ./endpoints
COPY --from=build --chown=app:app /app/admin-views ./admin-views
COPY --from=build --chown=app:app /app/site ./site
COPY --from=build --chown=app:app /app/migrations ./migrations
# The AI worker runs from the same image: `node --conditions=production --import tsx scripts/worker.ts`
# (docker-compose.yml's `worker` service). It runs the AI jobs and the CSV imports.
COPY --from=build --chown=app:app /app/scripts/worker.ts ./scripts/worker.ts
USER app
EXPOSE 3000
VOLUME ["/app/data"]
# Ready = the database answers (/healthz); /livez only says the process serves HTTP. The worker
# serves no HTTP: its own check (docker-compose.yml) reads the file it rewrites every 15 s.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# PAYLOAD_SECRET is required in production; pass it with -e or an env file.
CMD ["node", "--conditions=production", "--max-semi-space-size=64", "--import", "tsx", "src/main.ts"]
