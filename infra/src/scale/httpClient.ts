import http from 'node:http'

export interface Answer {
  status: number
  body: string
  /** Parsed JSON, or null. */
  json: unknown
}

export interface Call {
  method?: string
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** The loopback address the request comes from (127.x.y.z): how per-address limits see distinct clients. */
  from?: string
}

const agents = new Map<string, http.Agent>()
const agentFor = (from: string) => {
  let agent = agents.get(from)
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 16 })
    agents.set(from, agent)
  }
  return agent
}

/** One HTTP request to `origin`; a network failure resolves as status 0 (a failed request, counted as such). */
export function call(origin: string, { method = 'GET', path, body, headers = {}, from = '127.0.0.1' }: Call) {
  const url = new URL(path, origin)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      url,
      {
        method,
        agent: agentFor(from),
        timeout: 30_000,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => {
          let json: unknown = null
          try {
            json = JSON.parse(text)
          } catch {}
          resolve({ status: response.statusCode ?? 0, body: text, json })
        })
        response.on('error', (error) => resolve({ status: 0, body: String(error), json: null }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', (error) => resolve({ status: 0, body: String(error), json: null }))
    request.end(payload)
  })
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

/** `{ ...}` fields of an answer's JSON. */
export const field = (answer: Answer, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], answer.json)
