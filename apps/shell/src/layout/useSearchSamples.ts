import { useNavigate } from 'react-router'

/**
 * Opens the archive's results for a header search (docs/product/platform.md#header-search): the query trimmed,
 * `/archive/search?q=`; an empty one goes nowhere. Returns whether it went.
 */
export function useSearchSamples(): (query: string) => boolean {
  const navigate = useNavigate()
  return (query) => {
    const trimmed = query.trim()
    if (!trimmed) return false
    navigate(`/archive/search?q=${encodeURIComponent(trimmed)}`)
    return true
  }
}
