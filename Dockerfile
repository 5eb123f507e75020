# syntax=docker/dockerfile:1
# The Vivarium env server image (docs/scale-out.md): Debian bookworm with Node 20, Debian's
# chromium-headless-shell and fonts, production dependencies only, the built apps, a non-root user.
#   docker build -t vivarium:0.2.0 .
#   docker run --rm -p 8080:8080 -e VIVARIUM_TOKEN=... vivarium:0.2.0
# deploy/check-image.ts runs these steps without Docker (npm run check:image; tests/e2e/image.test.ts).
FROM node:20-bookworm-slim

# tini is PID 1: it hands SIGTERM straight to the server (which drains) and reaps the processes
# Chromium leaves behind, which a Node PID 1 would leave as zombies.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-liberation tini \
 && rm -rf /var/lib/apt/lists/*
RUN useradd --uid 10001 --user-group --create-home vivarium

WORKDIR /app
COPY package.json package-lock.json ./
# npm's download cache stays out of the image (a BuildKit cache mount).
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY index.html device.html vite.config.ts tsconfig.json ./
COPY apps ./apps
COPY contract ./contract
COPY env-server ./env-server
COPY judges ./judges
COPY tasks ./tasks
COPY workbench ./workbench
RUN npx vite build

# The commit the image is built from, for the provenance every verdict carries (the image has no .git):
#   docker build --build-arg VIVARIUM_GIT_COMMIT=$(git rev-parse HEAD) -t vivarium:0.2.0 .
ARG VIVARIUM_GIT_COMMIT=
ENV VIVARIUM_GIT_COMMIT=${VIVARIUM_GIT_COMMIT}

USER vivarium
ENV NODE_ENV=production VIVARIUM_CHROMIUM=/usr/lib/chromium/chromium-headless-shell
EXPOSE 8080
# node runs the server itself (no npm or shell in between), so the signal reaches its drain.
ENTRYPOINT ["/usr/bin/tini", "--", "node", "--import", "tsx", "env-server/main.ts"]
# Beyond loopback the server needs VIVARIUM_TOKEN; without it it exits saying so.
CMD ["--host", "0.0.0.0", "--port", "8080"]
