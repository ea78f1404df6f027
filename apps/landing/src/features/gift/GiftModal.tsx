import { type GiftClaim, giftNamesVi } from '@unikit/contracts/gifts'
import { Button, Dialog, VisuallyHidden } from '@unikit/design-system'
import { useLayoutEffect, useRef } from 'react'
import styles from './GiftModal.module.css'
import { giftPictures } from './giftPictures.ts'
import { mailboxLink } from './mailboxLink.ts'

export type GiftModalProps = {
  claim: GiftClaim
  onClose: () => void
}

/**
 * The gift won (spec §2): its picture and name, where the code went, a button that opens the mailbox (or the
 * product, for NONE) in a new tab. Closes on the backdrop, Escape and its buttons.
 */
export default function GiftModal({ claim, onClose }: GiftModalProps) {
  const body = useRef<HTMLDivElement>(null)
  // The dialog lives in a portal outside the page's lang="vi" root: its heading and close button are Vietnamese too.
  useLayoutEffect(() => body.current?.closest('dialog')?.setAttribute('lang', 'vi'), [])
  const won = claim.gift !== 'NONE'
  const mailbox = won ? mailboxLink(claim.email) : null
  const link = mailbox
    ? { href: mailbox, label: 'Mở hộp thư' }
    : { href: '/citation', label: 'Khám phá Unikit' }

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      closeLabel="Đóng"
      title={won ? 'Chúc mừng năm mới!' : 'Cảm ơn bạn đã tham gia!'}
      footer={
        <div className={styles.actions}>
          <a
            className="uk-button uk-button--primary uk-button--md"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
            <VisuallyHidden> (mở trong thẻ mới)</VisuallyHidden>
          </a>
          <Button variant="secondary" onClick={onClose}>
            Đóng
          </Button>
        </div>
      }
    >
      <div ref={body} className={styles.body} data-gift={claim.gift}>
        <img className={styles.picture} src={giftPictures[claim.gift]} alt="" width={144} height={144} />
        <p className={styles.won}>
          {won ? 'Lì xì của bạn là' : 'Quà năm nay đã được trao hết, Unikit gửi bạn'}
        </p>
        <p className={styles.name}>{giftNamesVi[claim.gift]}</p>
        {won ? (
          <p>
            {'Email chứa mã quà và hướng dẫn nhận quà sẽ đến hộp thư '}
            <strong className={styles.email}>{claim.email}</strong>
            {' trong ít phút nữa. Hãy kiểm tra cả mục thư rác nhé.'}
          </p>
        ) : (
          <p>Chúc bạn một năm mới học đâu trúng đó, deadline nào cũng kịp!</p>
        )}
      </div>
    </Dialog>
  )
}
