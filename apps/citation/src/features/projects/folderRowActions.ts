import { toast } from '@unikit/design-system'
import { moveFolder, renameFolderTo, ungroup } from '../../store/folderActions.ts'
import { actionErrorMessage, runAction } from '../shared/runAction.ts'
import type { FolderRowActions } from './FolderRow.tsx'
import { startNewProject } from './projectRowActions.ts'
import { quote, type SidebarContext } from './sidebarState.ts'

/**
 * What a folder header's menu and name box do (docs/product/citations.md#folders). A name another folder has is
 * refused: after Enter the box stays open with the message; leaving the box gives up and says so in a toast.
 */
export function folderRowActions(context: SidebarContext, name: string, expanded: boolean): FolderRowActions {
  const { announce, focusMenu, setRenaming, setFolderOpen, collapsed } = context
  const move = (step: -1 | 1, word: string) => {
    if (runAction(() => moveFolder(name, step))) announce(`Folder ${quote(name)} moved ${word}.`)
    focusMenu(`folder-${name}`)
  }
  return {
    toggle: () => setFolderOpen(name, !expanded),
    rename: () => setRenaming({ kind: 'folder', name }),
    commitRename: (value, via) => {
      try {
        const newName = renameFolderTo(name, value) ? value.trim() : name
        if (newName !== name && collapsed.has(name)) setFolderOpen(newName, false)
        setRenaming(null)
        focusMenu(`folder-${newName}`)
        return undefined
      } catch (problem) {
        const message = actionErrorMessage(problem)
        if (via === 'enter') return message
        setRenaming(null)
        toast(message, { type: 'error', duration: 5000 })
        return message
      }
    },
    cancelRename: () => {
      setRenaming(null)
      focusMenu(`folder-${name}`)
    },
    newProject: () => startNewProject(context, name),
    ungroup: () => {
      if (runAction(() => ungroup(name))) announce(`Folder ${quote(name)} ungrouped.`)
    },
    moveUp: () => move(-1, 'up'),
    moveDown: () => move(1, 'down'),
  }
}
