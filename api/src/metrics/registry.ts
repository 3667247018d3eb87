import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every metric Vitrine exposes at /metrics (Prometheus text format). One registry per
 * process, made on first use (no side effect at import); the process metrics prom-client
 * collects by default (CPU, memory, event loop lag, GC) come with it.
 */
export interface VitrineMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  loginFailures: Counter<'reason'>;
  uploads: Counter<'route' | 'outcome'>;
  uploadBytes: Histogram<'route'>;
}

let made: VitrineMetrics | undefined;

export function metrics(): VitrineMetrics {
  return (made ??= createMetrics());
}

function createMetrics(): VitrineMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const httpDuration = new Histogram({
    name: 'vitrine_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // the histogram's own count, under the name dashboards and alerts use: read when scraped
  // rather than counted a second time on every answer
  new Counter({
    name: 'vitrine_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
    async collect() {
      this.reset();
      for (const { metricName, labels, value } of (await httpDuration.get()).values) {
        if (metricName === 'vitrine_http_request_duration_seconds_count') this.inc(labels as Record<'method' | 'route' | 'status', string>, value);
      }
    },
  });
  return {
    registry,
    httpDuration,
    loginFailures: new Counter({
      name: 'vitrine_login_failures_total',
      help: 'Refused logins: invalid_credentials (401), rate_limited (429), refused (403: inactive shop or other origin), invalid_input (400, 413, 415), error (5xx).',
      labelNames: ['reason'],
      registers,
    }),
    uploads: new Counter({
      name: 'vitrine_uploads_total',
      help: 'Image uploads, by route and outcome: stored (2xx), refused (4xx: type, size, pixels), failed (5xx).',
      labelNames: ['route', 'outcome'],
      registers,
    }),
    uploadBytes: new Histogram({
      name: 'vitrine_upload_request_bytes',
      help: 'Size of the upload requests that were stored (Content-Length).',
      labelNames: ['route'],
      buckets: [16_384, 65_536, 262_144, 1_048_576, 2_097_152, 5_242_880],
      registers,
    }),
  };
}
