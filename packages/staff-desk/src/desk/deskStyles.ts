import styles from './Desk.module.css'

/**
 * The desks' layout classes for a tab an app writes itself (folders, lecturers, a catalogue): `panel` (its parts
 * one under the other), `toolbar` (controls on one line that wrap), `grow` (the one that takes the room),
 * `actions` (a row's buttons), `list` (rows with gaps), `plain` (a bare list), `muted` (secondary text).
 */
export const deskStyles = {
  ...(styles as { panel: string; actions: string; list: string; plain: string; muted: string }),
  // The design system's own, so a desk's toolbar is every toolbar.
  toolbar: 'uk-toolbar',
  grow: 'uk-toolbar__grow',
}
