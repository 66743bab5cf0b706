# One image for the API (which also serves the web and admin builds) and the workers.
FROM node:20-bookworm AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY store/package.json store/
COPY server/package.json server/
COPY question-bank/package.json question-bank/
COPY workers/package.json workers/
COPY web/package.json web/
COPY admin/package.json admin/
COPY bench/package.json bench/
COPY testing/package.json testing/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "server/src/main.ts"]
