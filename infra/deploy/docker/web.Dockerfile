# syntax=docker/dockerfile:1
# The static front: the shell, every remote under /mf/<name>/ and remotes.json, served by nginx (non-root).
#   docker build -f infra/deploy/docker/web.Dockerfile -t unikit/web .
# Alone it serves static files (web.nginx.conf: Kubernetes, where the Ingress routes the API); compose mounts the
# full edge config (nginx.conf) over it. A CDN can serve /srv/unikit/www instead (docs/OPERATIONS.md).
FROM node:24-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter "./apps/*"
RUN mkdir -p /www/mf /remotes \
  && cp -r apps/shell/dist/. /www/ \
  && for remote in landing citation archive orders feedback; do \
       mkdir -p "/www/mf/${remote}" && cp -r "apps/${remote}/dist/." "/www/mf/${remote}/"; \
     done \
  && node -e "const r=['landing','citation','archive','orders','feedback'];process.stdout.write(JSON.stringify(Object.fromEntries(r.map(n=>[n,'/mf/'+n+'/mf-manifest.json'])),null,2))" > /remotes/remotes.json \
  && ln -s ../remotes/remotes.json /www/remotes.json \
  && node --conditions=@unikit/source infra/src/deploy/writeFirstViewPages.ts /www

FROM nginxinc/nginx-unprivileged:1.27-alpine AS run
# Owned by nginx's user: compose mounts the edge config as a template the image writes over it at start.
COPY --chown=101:0 infra/deploy/web.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /www /srv/unikit/www
# remotes.json lives apart (web.nginx.conf); the web root links to it for the full edge config (nginx.conf).
COPY --from=build /remotes /srv/unikit/remotes
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "--spider", "http://127.0.0.1:8080/remotes.json"]
