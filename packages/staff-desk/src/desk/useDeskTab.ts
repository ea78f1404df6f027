import { useSearchParams } from 'react-router'

/**
 * The selected tab, kept in the address (`?tab=`) so a reload, a shared link or Back shows the same tab; an
 * unknown or missing one is the first.
 */
export function useDeskTab(ids: readonly string[]): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams()
  const home = ids[0] ?? ''
  const asked = params.get('tab')
  const current = asked && ids.includes(asked) ? asked : home
  return [current, (id) => setParams(id === home ? {} : { tab: id })]
}
