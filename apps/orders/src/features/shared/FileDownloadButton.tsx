import { readApiError } from '@unikit/auth'
import type { OrderFile } from '@unikit/contracts/orders'
import { Button, type ButtonProps, downloadFile, toast, useSubmission } from '@unikit/design-system'
import { ordersApi } from '../../api/ordersApi.ts'

/** Downloads an order's file by the session cookie; a refusal (gone, not yours) is told in a toast. */
export function FileDownloadButton({
  file,
  children,
  ...rest
}: { file: OrderFile; children?: ButtonProps['children'] } & Omit<ButtonProps, 'onClick'>) {
  const { pending, run } = useSubmission()
  const download = () =>
    run(async () => {
      try {
        downloadFile(await ordersApi.download(file.id), file.name)
      } catch (error) {
        toast(readApiError(error).message, { type: 'error' })
      }
    })
  return (
    <Button variant="secondary" size="sm" {...rest} loading={pending} onClick={download}>
      {children ?? `Download ${file.name}`}
    </Button>
  )
}
