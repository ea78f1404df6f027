import { readApiError } from '@unikit/auth'
import type { OrderFile } from '@unikit/contracts/orders'
import { Button, type ButtonProps, downloadFile, toast } from '@unikit/design-system'
import { useState } from 'react'
import { ordersApi } from '../../api/ordersApi.ts'

/** Downloads an order's file by the session cookie; a refusal (gone, not yours) is told in a toast. */
export function FileDownloadButton({
  file,
  children,
  ...rest
}: { file: OrderFile; children?: ButtonProps['children'] } & Omit<ButtonProps, 'onClick'>) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      downloadFile(await ordersApi.download(file.id), file.name)
    } catch (error) {
      toast(readApiError(error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" size="sm" {...rest} loading={busy} onClick={download}>
      {children ?? `Download ${file.name}`}
    </Button>
  )
}
