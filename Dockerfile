# syntax=docker/dockerfile:1
# The production image: compiled API + Next build, production dependencies only, non-root.
# Reference topology: compose.yaml. (No container engine runs on the project's machines; the
# same topology is exercised on loopback by the tests — see README, "Production".)

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/media/package.json packages/media/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && rm -rf apps/web/.next/cache

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/media/package.json packages/media/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/.next apps/web/.next
COPY --from=build /app/apps/web/public apps/web/public
COPY --from=build /app/apps/web/next.config.ts apps/web/next.config.ts
COPY --from=build /app/packages/db/migrations packages/db/migrations
COPY --from=build /app/apps/api/assets apps/api/assets
COPY --from=build /app/scripts/start.mjs /app/scripts/cli.mjs scripts/
RUN mkdir -p /app/data && chown node:node /app/data /app/apps/web/.next
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node receives SIGTERM directly (no shell), so the graceful drain runs.
CMD ["node", "scripts/start.mjs"]
