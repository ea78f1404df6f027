import { isDeepStrictEqual } from 'node:util'

/**
 * Before a bench measures a service beside its bare baseline, the two must answer a call alike: the baseline runs
 * the service's statements, and a change to those (or to the answer's shape) that the baseline missed would make
 * the ratio compare different work. Throws, naming the path, when the bodies differ (`pick` takes the part to compare).
 */
export async function sameAnswers(options: {
  service: string
  baseline: string
  paths: readonly string[]
  headers?: Record<string, string>
  pick?: (body: unknown) => unknown
}): Promise<void> {
  const pick = options.pick ?? ((body: unknown) => body)
  for (const path of options.paths) {
    const [service, baseline] = await Promise.all(
      [options.service, options.baseline].map(async (origin) => {
        const response = await fetch(`${origin}${path}`, { headers: options.headers ?? {} })
        return { status: response.status, body: pick(await response.json()) }
      }),
    )
    if (!isDeepStrictEqual(service, baseline)) {
      throw new Error(
        `The bare baseline answers ${path} unlike the service: update it to run what the service runs.\n` +
          `service:  ${JSON.stringify(service).slice(0, 2000)}\nbaseline: ${JSON.stringify(baseline).slice(0, 2000)}`,
      )
    }
  }
}
