import { Button, Icon } from '@unikit/design-system'
import { Link } from 'react-router'
import { HeroArt } from './HeroArt.tsx'
import styles from './HeroStep.module.css'

export type HeroStepProps = {
  /** The campaign's Tết year, once known. */
  year: number | undefined
  onBoard: () => void
}

/** Step 1: the headline, the boarding button to step 2 and a way straight to the citation tool. */
export function HeroStep({ year, onBoard }: HeroStepProps) {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{year ? `Lì xì Tết ${year}` : 'Lì xì Tết'} · Unikit</p>
        <h1 id="landing-title" className={styles.title}>
          Năm mới, học nhẹ tênh cùng Unikit
        </h1>
        <p className={styles.lead}>
          Bộ công cụ học tập dành riêng cho sinh viên RMIT Việt Nam: trích dẫn chuẩn Harvard trong vài giây,
          kho tài liệu mẫu theo môn học và nhiều hơn thế. Lên tàu cùng Unikit để mở lì xì đầu năm nhé!
        </p>
        <div className={styles.actions}>
          <Button size="lg" className={styles.board} onClick={onBoard}>
            Lên tàu khám phá
            <Icon name="chevronRight" size={20} />
          </Button>
          <Link to="/citation" className="uk-button uk-button--secondary uk-button--lg">
            Tạo trích dẫn ngay
          </Link>
        </div>
      </div>
      <HeroArt className={styles.art} />
    </section>
  )
}
