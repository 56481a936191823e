# syntax=docker/dockerfile:1
# The Flagstream server image. One image, two processes:
#   gateway (default):  node gateway/dist/server/main.mjs             serves the API and the web app
#   projections:        node gateway/dist/server/projectionsMain.mjs  writes the Redis read store
# Built and run by docker-compose.yml; every setting is an environment variable (README,
# "Configuration"). No secret is baked in: Clerk and PayPal secrets come from the environment
# at run time. The only build arguments are the web app's public keys.

# Node 26 LTS, the line the project runs and tests on (.nvmrc). better-sqlite3 ships N-API
# prebuilds, so no stage needs a compiler.
ARG NODE_IMAGE=node:26.10.0-bookworm-slim

# --- build: every dependency, the web app (web/dist), the server bundles (gateway/dist/server)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY eventstore/package.json eventstore/
COPY projections/package.json projections/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY cli/package.json cli/
COPY sdk-usage-hook/package.json sdk-usage-hook/
RUN npm ci --no-audit --no-fund
COPY . .
# Public keys the web app is built with (empty: development sign-in, no PayPal JS SDK buttons).
ARG VITE_CLERK_PUBLISHABLE_KEY=
ARG VITE_PAYPAL_CLIENT_ID=
RUN npm run build \
 && npx tsx gateway/scripts/bundle.ts

# --- deps: only the production dependencies of the server workspaces (not the web app's, not
# the dev tools); the bundles import them at run time
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY eventstore/package.json eventstore/
COPY projections/package.json projections/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY cli/package.json cli/
COPY sdk-usage-hook/package.json sdk-usage-hook/
# the @flagstream/* links point at TypeScript sources the image does not carry: the bundles inline them
RUN npm ci --omit=dev --workspace @flagstream/gateway --no-audit --no-fund \
 && rm -rf node_modules/@flagstream

# --- runtime: Node, production node_modules, the bundles, the GraphQL schema, the web app
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/gateway/dist/server ./gateway/dist/server
COPY --from=build /app/schema ./schema
COPY --from=build /app/web/dist ./web/dist
COPY deploy/healthcheck.mjs ./deploy/healthcheck.mjs
# The code stays root-owned (read-only to the process); only ./data is writable: the development
# sign-in key (DEV_AUTH_KEY_DIR) and, without EVENTSTORE_URL, the embedded sqlite event store.
RUN mkdir -p data/dev-auth && chown -R node:node data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "gateway/dist/server/main.mjs"]
