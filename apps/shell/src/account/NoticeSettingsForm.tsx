import { readApiError, useApiResource } from '@unikit/auth'
import type { NoticeSetting } from '@unikit/contracts/notifications'
import { Button, Checkbox, FormAlert, Spinner, toast } from '@unikit/design-system'
import { useState } from 'react'
import { notificationsApi } from '../notifications/notificationsApi.ts'
import styles from './AccountForms.module.css'

/**
 * The Notifications tab (docs/product/accounts.md#notifications): every kind of notice, by tool, with "Also by
 * e-mail". A change is saved at once; one the server refuses is put back and said.
 */
export function NoticeSettingsForm() {
  const settings = useApiResource(() => notificationsApi.settings(), [])
  const [saved, setSaved] = useState<NoticeSetting[] | null>(null)
  const [saving, setSaving] = useState<string | null>(null)
  const shown = saved ?? settings.data

  const change = async (kind: string, mail: boolean) => {
    const before = shown ?? []
    setSaved(before.map((setting) => (setting.kind === kind ? { ...setting, mail } : setting)))
    setSaving(kind)
    try {
      setSaved(await notificationsApi.setMail(kind, mail))
    } catch (error) {
      setSaved(before)
      toast(`Your choice could not be saved. ${readApiError(error).message}`, {
        type: 'error',
        duration: 8000,
      })
    } finally {
      setSaving(null)
    }
  }

  if (!shown && settings.status === 'error')
    return (
      <div className={styles.section}>
        <FormAlert tone="error">
          Your notification settings could not be loaded. {settings.error.message}
        </FormAlert>
        <Button variant="secondary" onClick={settings.reload}>
          Retry
        </Button>
      </div>
    )
  if (!shown) return <Spinner label="Loading your notification settings" />
  const groups = [...new Set(shown.map((setting) => setting.groupLabel))]
  return (
    <div className={styles.section}>
      <p className={styles.note}>
        Every notice is in the bell at the top of the page. Choose which ones we also send to your e-mail
        address.
      </p>
      {groups.map((group) => (
        <fieldset key={group} className={styles.choices}>
          <legend>{group}</legend>
          {shown
            .filter((setting) => setting.groupLabel === group)
            .map((setting) => (
              <Checkbox
                key={setting.kind}
                label={setting.label}
                hint="Also by e-mail"
                checked={setting.mail}
                disabled={saving === setting.kind}
                onChange={(event) => change(setting.kind, event.currentTarget.checked)}
              />
            ))}
        </fieldset>
      ))}
    </div>
  )
}
