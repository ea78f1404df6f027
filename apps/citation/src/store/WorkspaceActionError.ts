/** An action refused by a rule of the workspace (e.g. merging a project with itself); its message is for the user. */
export class WorkspaceActionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WorkspaceActionError'
  }
}
