# syntax=docker/dockerfile:1
# MarginAtlas: prebuilt pages and the Node server, as one image. docs/deploy.md explains the settings.
#   docker build --build-arg SITE_PRIMARY_HOST=https://marginatlas.com -t marginatlas .
#   docker run -p 127.0.0.1:3000:3000 -e DATABASE_URL=postgres://... -e TRUSTED_PROXY_ADDRESSES=172.17.0.1 marginatlas
# The server listens on all of the container's interfaces (HOST=0.0.0.0 below); publish the port on the host's
# loopback (127.0.0.1:3000:3000) for an nginx on the same host, never on every interface (docs/deploy.md, Docker).
# CI runs the same commands (npm install on its machine, npm ci here, npm run build, node --import tsx server/main.ts) and probes /healthz:
# see .ci/run, scripts/test-all.ts and tests/deploy/nginx.deploy.test.ts.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Settings baked into the prerendered pages (and their Content-Security-Policy): pass them at build time.
ARG SITE_BRAND_NAME SITE_PRIMARY_HOST SUPPORT_EMAIL SALES_EMAIL LOGIN_APP_URL SCHEDULING_URL \
    SOCIAL_LINKEDIN_URL SOCIAL_X_URL SOCIAL_YOUTUBE_URL GTM_CONTAINER_ID CHAT_PROVIDER CHAT_PROVIDER_ID DEMO_VIDEO_URL GUIDE_VIDEO_URL
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
# The operator's commands (npm run db:migrate, leads, vitals) run inside the container too: docker exec <name> npm run vitals.
COPY --from=build /app/scripts ./scripts
# The embedded database (used only without DATABASE_URL) lives in a volume owned by the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown within 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
