import { type CslItem, DEFAULT_STYLE_ID, type StyleId } from '@unikit/citation-core'

/**
 * The style of a new project, and of every project stored before styles could be chosen
 * (docs/product/citation-styles.md#in-the-tool).
 */
export const RMIT_HARVARD = DEFAULT_STYLE_ID

/** A project of citations, kept in the browser. Projects with the same `folderName` sit together as a folder. */
export type Project = {
  /** A millisecond timestamp, as the old product had (docs/product/citations.md#projects), unique among the projects. */
  id: number
  title: string
  /** The reference style its citations are written in; changing it changes how they read, never what is stored. */
  styleId: StyleId
  folderName?: string
}

/**
 * A saved citation: the engine's `{ formatId, item }` plus where and when it was saved. The reference and
 * in-text forms are rendered from it when shown, never stored, so an engine fix reaches old citations too.
 */
export type SavedCitation = {
  /** 9 random characters (docs/product/citations.md#projects). */
  id: string
  projectId: number
  formatId: number
  item: CslItem
  /** Millisecond timestamp of the last save. */
  time: number
  /** Set on the citations of a duplicated project. */
  copy?: boolean
}
