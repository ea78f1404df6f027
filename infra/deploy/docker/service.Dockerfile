# syntax=docker/dockerfile:1
# The image of one service, built from the repository root:
#   docker build -f infra/deploy/docker/service.Dockerfile --build-arg SERVICE=accounts -t unikit/accounts .
# compose.yaml builds one per service the same way.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "$SERVICE" || { echo "pass --build-arg SERVICE=accounts|orders|drive|teachers|gifts|cite" >&2; exit 1; }
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@unikit/${SERVICE}..."
# The kit and the contracts run as compiled JavaScript here: Node strips types only outside node_modules.
RUN pnpm --filter "@unikit/${SERVICE}^..." run --if-present build
RUN pnpm --filter "@unikit/${SERVICE}" deploy --prod --legacy /out \
  && for dir in packages/*/; do \
       name="$(node -p "require('./${dir}package.json').name")"; \
       if [ -d "${dir}dist" ] && [ -e "/out/node_modules/${name}" ]; then cp -r "${dir}dist" "/out/node_modules/${name}/"; fi; \
     done

FROM ${NODE_IMAGE} AS run
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 UNIKIT_SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /out ./
# The image's `node` user, by number, so Kubernetes' runAsNonRoot can check it.
USER 1000:1000
EXPOSE 8080
# Ready: migrated, database reachable, not draining (compose's start order waits for it).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "src/server.ts"]
