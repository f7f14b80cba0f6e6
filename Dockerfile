# The back office as a container image: `docker build -t lingo-backoffice .` (see README, 'Deploying').
# Two stages: the build (every dependency, the compiled server and the client's build), then the
# runtime (production dependencies only, the build's output and the files the server reads at run
# time: migrations, plugin folders), run as the unprivileged user `node`.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Without the postinstall step: it compiles from the sources, which are not copied yet.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# The compiled server (dist/server) and the client (dist/client); the PGlite template is left out:
# the image is meant for PostgreSQL (a PGlite data folder would start from initdb once).
RUN npm run build && node -e "import('./core/server/build-server.mjs').then((b) => b.buildServer())"

FROM node:22-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SKIP_CLIENT_BUILD=true \
    FILES_DIR=/data/files \
    DATABASE_URL=/data/db
WORKDIR /app
COPY --from=dependencies --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/dist/server ./dist/server
COPY --from=build --chown=root:root /app/dist/client ./dist/client
# Read at run time: the migrations (core's and each plugin's) and the plugins' folders, by path.
COPY --from=build --chown=root:root /app/core ./core
COPY --from=build --chown=root:root /app/sdk ./sdk
COPY --from=build --chown=root:root /app/plugins ./plugins
# /data: the files and a PGlite database when no DATABASE_URL names a server; dist/pglite-template:
# where such a database's template is made at its first start.
RUN mkdir -p /data dist/pglite-template && chown node:node /data dist/pglite-template
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled server itself (npm start would first check the build against the sources).
CMD ["node", "dist/server/start.js"]
