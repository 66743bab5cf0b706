# syntax=docker/dockerfile:1
# The production image: one image for the API (which also serves the web and admin builds), the
# projection workers and the operators' CLIs. Built in stages so that no compiler, dev dependency or
# TypeScript loader reaches the image that runs; it runs the compiled bundle (npm run bundle) as the
# unprivileged `node` user, on the current Node LTS.
ARG NODE_VERSION=22

# Everything a native addon (better-sqlite3) needs to build from source, and the workspaces' manifests.
FROM node:${NODE_VERSION}-bookworm AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY store/package.json store/
COPY question-bank/package.json question-bank/
COPY projectors/package.json projectors/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY admin/package.json admin/
COPY bench/package.json bench/
COPY testing/package.json testing/

# The browser apps (precompressed) and the server bundle.
FROM toolchain AS build
RUN npm ci
COPY . .
RUN npm run build && npm run bundle

# Only what the server and the workers import at run time.
FROM toolchain AS runtime-deps
RUN npm ci --omit=dev -w api -w projectors -w workers \
 && rm -rf node_modules/@lebe node_modules/playwright-core \
 && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/admin/dist admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Workers: command ["node", "dist/workers.js"]; operators: node dist/events.js, dist/projections.js.
CMD ["node", "--enable-source-maps", "dist/server.js"]
