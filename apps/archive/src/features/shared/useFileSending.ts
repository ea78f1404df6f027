import type { UploadProgress } from '@unikit/auth'
import { useRef, useState } from 'react'

/** What an upload call takes to report its progress and to be cancelled. */
export type SendingOptions = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal }

/**
 * A file on its way to the service, one at a time: its progress for a bar while it goes, and `cancel` for its
 * Cancel button (the call then rejects with the code ABORTED).
 */
export function useFileSending() {
  const [progress, setProgress] = useState<UploadProgress>()
  const sending = useRef<AbortController>(undefined)
  const send = async <T>(file: File, call: (options: SendingOptions) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    sending.current = controller
    setProgress({ loaded: 0, total: file.size })
    try {
      return await call({ onProgress: setProgress, signal: controller.signal })
    } finally {
      sending.current = undefined
      setProgress(undefined)
    }
  }
  return {
    progress,
    /** True while a file is on its way. */
    busy: progress !== undefined,
    send,
    cancel: () => sending.current?.abort(),
  }
}
