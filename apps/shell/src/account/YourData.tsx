import { api, readApiError } from '@unikit/auth'
import type { PersonalDataExport } from '@unikit/contracts/accounts'
import { Button, downloadFile, FormAlert, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import styles from './AccountForms.module.css'

/** The services that keep something about a student, each answering `GET private/<service>/me/export`. */
const services = ['accounts', 'orders', 'drive', 'teachers', 'gifts'] as const

/**
 * "Download my data" (docs/product/platform.md#your-data): everything Unikit keeps about the student, from every
 * service, in one JSON file. Nothing is left out quietly: a service that cannot answer is named.
 */
export function YourData() {
  const { pending, run } = useSubmission()
  const [problem, setProblem] = useState<string | null>(null)

  const download = async () => {
    setProblem(null)
    let answers: PromiseSettledResult<PersonalDataExport>[] = []
    await run(async () => {
      answers = await Promise.allSettled(
        services.map((service) => api.get(`private/${service}/me/export`).json<PersonalDataExport>()),
      )
    })
    if (answers.length === 0) return
    const failed = services.filter((_, index) => answers[index]?.status === 'rejected')
    if (failed.length > 0) {
      const first = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult
      setProblem(
        `Your data could not be gathered from ${failed.join(', ')}: ${readApiError(first.reason).message}`,
      )
      return
    }
    const exports = answers.map((answer) => (answer as PromiseFulfilledResult<PersonalDataExport>).value)
    const file = { exportedAt: new Date().toISOString(), services: exports }
    const day = file.exportedAt.slice(0, 10)
    downloadFile(
      new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      `unikit-my-data-${day}.json`,
    )
  }

  return (
    <section className={styles.section} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">Your data</h2>
      <p>
        Download a copy of everything Unikit keeps about you: your account, orders and top-ups, archive
        uploads and stars, insights and reports. What we keep and why is in the{' '}
        <a href="/privacy">privacy notice</a>.
      </p>
      <FormAlert tone="error">{problem}</FormAlert>
      <Button variant="secondary" onClick={download} loading={pending}>
        Download my data
      </Button>
    </section>
  )
}
