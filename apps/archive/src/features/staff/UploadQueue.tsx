import { StaffItemQueue } from './StaffItemQueue.tsx'

/** "Uploads to review": what students sent, oldest first, to publish, reject or correct. */
export function UploadQueue() {
  return (
    <StaffItemQueue
      queue="pending"
      what="the uploads to review"
      label="Uploads to review"
      empty={{ title: 'No uploads to review', message: 'New uploads from students show here.' }}
    />
  )
}
