import { readApiError, refreshProfile, useIsStaff, useSession } from '@unikit/auth'
import { INSTRUCTION_MAX_LENGTH, orderTypeNames } from '@unikit/contracts/orders'
import { Breadcrumb, Button, cx, PageHeading, TextArea, toast, useSubmission } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ordersApi } from '../../api/ordersApi.ts'
import { FilePicker } from '../shared/FilePicker.tsx'
import { StaffElsewhere } from '../shared/StaffElsewhere.tsx'
import styles from './OrderFormPage.module.css'
import { OrderTerms } from './OrderTerms.tsx'
import {
  checkDraft,
  type DraftErrors,
  draftPrice,
  type OrderDraft,
  startingDraft,
  toCreateBody,
} from './orderForm.ts'
import { PriceSummary } from './PriceSummary.tsx'
import { ResearchFields } from './ResearchFields.tsx'

const files = {
  sc: { accept: '.doc,.docx', hint: 'Your essay in Word (.doc or .docx), up to 40 MB.' },
  ra: {
    accept: '.jpeg,.jpg,.png,.gif,.bmp,.doc,.docx,.pdf,.ppt,.pptx',
    hint: 'Your brief or assignment: Word, PDF, PowerPoint or an image, up to 40 MB.',
  },
}

/**
 * `/order/new/sample-citation` and `/order/new/research-assistant`: the order form. Problems are shown beside their
 * fields with the focus on the first; what the student typed survives any failure
 * (docs/product/orders.md#placing-an-order).
 */
export function OrderFormPage({ type }: { type: 'sc' | 'ra' }) {
  const navigate = useNavigate()
  const balance = useSession((state) => state.account?.balance ?? 0)
  const staff = useIsStaff()
  const [params] = useSearchParams()
  const [draft, setDraft] = useState<OrderDraft>(() => startingDraft(params.get('course')))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [failure, setFailure] = useState<{ message: string; shortfall: boolean } | null>(null)
  const { pending: busy, run } = useSubmission()
  const refs = {
    file: useRef<HTMLInputElement>(null),
    areaCode: useRef<HTMLSelectElement>(null),
    areaName: useRef<HTMLInputElement>(null),
    level: useRef<HTMLSelectElement>(null),
    instruction: useRef<HTMLTextAreaElement>(null),
    terms: useRef<HTMLInputElement>(null),
  }
  const failureRef = useRef<HTMLDivElement>(null)
  // The failure is read out and takes the focus once it is on screen.
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])
  const change = (patch: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) delete next[key as keyof DraftErrors]
      return next
    })
  }

  const submit = async () => {
    const found = checkDraft(type, draft)
    setErrors(found)
    setFailure(null)
    const first = Object.keys(found)[0] as keyof DraftErrors | undefined
    if (first) return refs[first].current?.focus()
    await run(async () => {
      try {
        const order = await ordersApi.create(toCreateBody(type, draft))
        if (type === 'ra') void refreshProfile().catch(() => {})
        toast(type === 'sc' ? 'Order placed: our staff will send you a quote' : 'Order placed and paid', {
          type: 'success',
        })
        navigate(`/order/${order.id}`)
      } catch (error) {
        const problem = readApiError(error)
        if (problem.code === 'WRONG_FILE') {
          setErrors({ file: problem.message })
          refs.file.current?.focus()
        } else {
          setFailure({ message: problem.message, shortfall: problem.code === 'INSUFFICIENT_FUNDS' })
        }
        if (problem.code === 'INSUFFICIENT_FUNDS') void refreshProfile().catch(() => {})
      }
    })
  }

  const name = orderTypeNames[type]
  if (staff)
    return (
      <div className="uk-page">
        <PageHeading title={name} />
        <StaffElsewhere />
      </div>
    )
  return (
    <div className="uk-page uk-page--narrow">
      <Breadcrumb items={[{ label: 'New order', href: '/order/new' }, { label: name }]} />
      <PageHeading title={name} />
      <form
        className={cx('uk-panel', styles.form)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {failure && (
          <div ref={failureRef} tabIndex={-1} role="alert" className={styles.failure}>
            <p>{failure.message}</p>
            {failure.shortfall && <Link to="/order/topup">Top up your balance</Link>}
          </div>
        )}
        <FilePicker
          label="Document"
          hint={files[type].hint}
          purpose={type}
          accept={files[type].accept}
          error={errors.file}
          inputRef={refs.file}
          onChange={(file) => change({ file })}
        />
        {type === 'ra' && <ResearchFields draft={draft} errors={errors} refs={refs} onChange={change} />}
        <TextArea
          ref={refs.instruction}
          label="Instruction"
          hint={
            type === 'sc'
              ? 'E.g. which parts to cite, or the course code.'
              : 'What should the research cover?'
          }
          required
          rows={3}
          maxLength={INSTRUCTION_MAX_LENGTH}
          showCount
          value={draft.instruction}
          error={errors.instruction}
          onChange={(event) => change({ instruction: event.currentTarget.value })}
        />
        <PriceSummary type={type} price={type === 'ra' ? draftPrice(draft) : null} balance={balance} />
        <OrderTerms
          checked={draft.terms}
          onChange={(terms) => change({ terms })}
          error={errors.terms}
          inputRef={refs.terms}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {type === 'sc' ? 'Place order' : 'Place order and pay'}
          </Button>
          <Link to="/order/new">Back to the services</Link>
        </div>
      </form>
    </div>
  )
}
