import { useEffect, useState } from 'react'

/**
 * Which folders are closed. A folder opens by itself when it holds the selected project
 * (docs/product/citations.md#folders).
 */
export function useCollapsedFolders(activeFolder: string | undefined) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    if (!activeFolder) return
    setCollapsed((current) => {
      if (!current.has(activeFolder)) return current
      const next = new Set(current)
      next.delete(activeFolder)
      return next
    })
  }, [activeFolder])

  const setFolderOpen = (name: string, expanded: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (expanded) next.delete(name)
      else next.add(name)
      return next
    })

  return { collapsed, setFolderOpen }
}
