/** One part of a multipart/form-data body: a text field, or a file with its bytes. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename: string; type?: string }

/**
 * A real multipart/form-data request body, as a browser's FormData sends it, for `app.inject`:
 * `app.inject({ method: 'POST', url, ...(await multipartBody([...])) })`.
 */
export async function multipartBody(
  parts: FormPart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value)
    else
      form.append(
        part.name,
        new Blob([part.file], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      )
  }
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}
