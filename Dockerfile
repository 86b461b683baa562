# The production image (docs/decisions/0063-node-24-runtime.md): Node.js 24 LTS, built in one stage,
# run from another that holds only the built client and server and the server's production
# dependencies, as the unprivileged `node` user.

# Build: every dependency (the compilers, Vite, the OpenAPI code generator), then `npm run build`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies: the backend workspace's only, with the link to @pivot/rules (the client's
# libraries are in its bundle; the root's Node.js binary package is for machines without Node 24,
# this image has it).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace=backend --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
# The rules shared with the client (@pivot/rules, decision 0078): node_modules links to it, the
# server runs its compiled dist/.
COPY packages/rules/package.json packages/rules/
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# DATA_DIR (the embedded sign-in issuer's key; the embedded PostgreSQL when no DATABASE_URL) is the
# only place the app writes. A named volume mounted there starts with this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
