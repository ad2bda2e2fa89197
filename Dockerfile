# SafeShelf API + web app. Multi-stage: build the web app with every dependency, run with the
# server's production dependencies only, as the unprivileged `node` user. See README "Container".
# Not built on the development machine (no Docker engine there); see the README.

FROM node:24.21-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/engine/package.json packages/engine/
COPY packages/contract/package.json packages/contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. The web app (Vite needs dev dependencies).
FROM manifests AS build
RUN npm ci --include=dev --no-audit --no-fund
COPY packages packages
COPY web web
RUN npm run build -w web

# 2. The server's production dependencies only (tsx runs the TypeScript sources).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund -w server && npm cache clean --force
COPY packages packages
COPY server server

# 3. What runs.
FROM node:24.21-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CATALOG_DIR=/catalog \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=deps --chown=root:root /app /app
COPY --from=build --chown=root:root /app/web/dist /app/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 200 when the database is reachable, 503 when not. The first start serves at
# once and imports the catalogue behind /api/catalogue/status ("loading", then "ready"); the start
# period covers migrations and the workers' engines.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "server/src/main.ts"]
