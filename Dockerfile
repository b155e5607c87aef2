# Production image: build once, run the single server process.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# A compiler only in case a native module has no prebuilt binary for the image's platform (on x64 and arm64 none is built).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data /uploads /assets-archive && chown node:node /data /uploads /assets-archive
USER node
VOLUME ["/data", "/uploads", "/assets-archive"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "api/dist/api/src/server.js"]
