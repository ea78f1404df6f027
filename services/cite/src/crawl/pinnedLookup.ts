import { promises as dns, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { errors } from '../errors.ts'
import { type AddressPolicy, refusedAddress } from './addressPolicy.ts'

/** Resolves a host name to every address it has (the system resolver by default; tests pass a fake DNS). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

/**
 * The `lookup` the crawler's sockets connect through. Resolving, checking and connecting happen on the same
 * answer, so a DNS record that changes between a check and the connection (DNS rebinding) cannot lead to a
 * private address. A host with any refused address is refused as a whole: one public record beside a private
 * one is a trick, not a misconfiguration to work around.
 */
export function pinnedLookup(policy: AddressPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
        const addresses = family ? found.filter((entry) => entry.family === family) : found
        if (addresses.length === 0) throw new errors.FETCH_FAILED(`no server is known as ${hostname}`)
        for (const { address } of addresses) {
          const refusal = refusedAddress(address, policy)
          if (refusal) throw new errors.URL_NOT_ALLOWED(refusal)
        }
        if (options.all) callback(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      })
      .catch((error: NodeJS.ErrnoException) => {
        const known = error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'ENODATA'
        callback(known ? new errors.FETCH_FAILED(`no server is known as ${hostname}`) : error, '', 0)
      })
  }
}
