import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/** Seconds: from a cache hit to a 40 MB upload on a slow line. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120]

/**
 * `GET /metrics` in Prometheus text format: `http_requests_total` and `http_request_duration_seconds` per
 * method, route (the route's pattern, never the raw URL, so ids do not multiply series) and status, plus the
 * process's own (memory, CPU, event-loop lag). Request rate, error rate (status 5xx) and latency per route
 * come from these (docs/OPERATIONS.md). Served beside the service only: neither the gateway nor nginx nor the
 * Ingress forwards `/metrics`.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const labelNames = ['method', 'route', 'status_code'] as const
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    })
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    })

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url
      if (route === '/metrics') return
      const labels = {
        method: request.method,
        // Unknown paths share one series: a scan of random URLs must not create a series each.
        route: route ?? 'unmatched',
        status_code: String(reply.statusCode),
      }
      requests.inc(labels)
      latency.observe(labels, reply.elapsedTime / 1000)
    })

    app.get('/metrics', { schema: { hide: true }, exposeHeadRoute: false }, async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store')
      return registry.metrics()
    })
  },
  { name: 'unikit-metrics' },
)
