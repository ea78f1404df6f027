/**
 * A Vitest setup file for page tests against a real service: after each test, the requests its page still had in
 * flight are let finish (up to five seconds) while the page's window exists. Without it, an answer that lands
 * after the test file ended calls React's `setState` once jsdom is gone, and the run fails on "window is not
 * defined" in a test that passed.
 */
import { afterEach } from 'vitest'

const inFlight = new Set<Promise<unknown>>()
const pageFetch = globalThis.fetch

globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
  const request = pageFetch(...args)
  // The body is read after the headers arrive: count the request done once its answer could be read too.
  const settled = request.then((response) => response.clone().arrayBuffer()).catch(() => undefined)
  inFlight.add(settled)
  void settled.finally(() => inFlight.delete(settled))
  return request
}) as typeof fetch

const LONGEST_WAIT_MS = 5_000

afterEach(async () => {
  if (inFlight.size === 0) return
  const waited = new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))
  await Promise.race([Promise.allSettled([...inFlight]), waited])
  // Let the callbacks of those answers run now, while the page is still here.
  await new Promise((resolve) => setTimeout(resolve, 0))
})
