import { giftNamesVi } from '@unikit/contracts/gifts'
import { Button, cx, Field, Icon } from '@unikit/design-system'
import { type FormEvent, useRef } from 'react'
import styles from './GiftForm.module.css'
import type { useGiftClaim } from './useGiftClaim.ts'

export type GiftFormProps = {
  claim: ReturnType<typeof useGiftClaim>
  /** Why claims are closed (not started, ended), or null while they are open. */
  notice: string | null
}

/** The e-mail field and the "Nhận quà" button: spinner while loading, "Đã nhận" once the gift is taken. */
export function GiftForm({ claim, notice }: GiftFormProps) {
  const input = useRef<HTMLInputElement>(null)
  const closed = notice !== null
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await claim.submit())) input.current?.focus()
  }

  return (
    <form className="uk-stack" noValidate onSubmit={onSubmit} aria-label="Nhận quà Tết">
      {notice && (
        <p className={styles.notice} role="status">
          <Icon name="clock" size={18} />
          {notice}
        </p>
      )}
      {claim.taken && claim.flag && (
        <p className={styles.taken} role="status">
          <Icon name="check" size={18} />
          Bạn đã nhận quà trên trình duyệt này: {giftNamesVi[claim.flag.gift]}. Kiểm tra email để xem mã quà
          và hướng dẫn nhận quà nhé!
        </p>
      )}
      <Field label="Email của bạn" hint="Mã nhận quà sẽ được gửi tới email này." error={claim.error}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={input}
              className={cx('uk-input', styles.input)}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder="sinhvien@rmit.edu.vn"
              value={claim.email}
              onChange={(event) => claim.setEmail(event.target.value)}
              disabled={closed || claim.taken}
            />
            <Button
              type="submit"
              size="lg"
              className={styles.submit}
              loading={claim.loading}
              disabled={closed || claim.taken}
            >
              {claim.taken ? 'Đã nhận' : 'Nhận quà'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  )
}
