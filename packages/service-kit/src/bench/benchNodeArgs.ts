/**
 * Node options for a bench's process: with `profileDir`, a V8 CPU profile of the whole run, written to
 * `<profileDir>/<name>` when the process exits (the kit's `bench:profile` says where the time went). The service
 * and its bare baseline each get one, so their shares can be set side by side.
 */
export function benchNodeArgs(profileDir: string | undefined, name: 'service' | 'baseline'): string[] {
  return profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${name}`] : []
}
