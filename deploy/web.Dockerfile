# The platform's one image (deploy/README.md): the web app's production build, run as web instances
# (`node serve.mts`) and as the lead worker (`npm run worker`'s command). Built from the repository root.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# The `node` devDependency fetches Node 24 in its install script (TOOLCHAIN.md); tsx (the worker's
# loader) is a devDependency too, so the whole tree is installed.
RUN npm ci && npm run build -w web

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PATH=/app/node_modules/.bin:$PATH
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
