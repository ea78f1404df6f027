/**
 * Node options for a bench's service process: with `profileDir`, a V8 CPU profile of the whole run, written there
 * when the process exits (the kit's `bench:profile` says where the time went).
 */
export function benchNodeArgs(profileDir: string | undefined): string[] {
  return profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
}
