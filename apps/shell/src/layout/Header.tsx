import { useIsStudent } from '@unikit/auth'
import { useRef } from 'react'
import { NoticeBell } from '../notifications/NoticeBell.tsx'
import { Brand } from './Brand.tsx'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch.tsx'
import { MainMenu } from './MainMenu.tsx'
import { PhoneBar } from './PhoneBar.tsx'
import { UserArea } from './UserArea.tsx'
import { useHeaderHeight } from './useHeaderHeight.ts'
import { usePhoneHeader } from './usePhoneHeader.ts'

/** The sticky header: on a phone one bar whose menu opens a drawer, else the full row; a student's bell in both. */
export function Header() {
  const phone = usePhoneHeader()
  const header = useRef<HTMLElement>(null)
  const student = useIsStudent()
  useHeaderHeight(header)

  return (
    <header ref={header} className={styles.header}>
      {phone ? (
        <PhoneBar />
      ) : (
        <div className={styles.row}>
          <Brand />
          <MainMenu />
          <HeaderSearch />
          {student && <NoticeBell />}
          <UserArea />
        </div>
      )}
    </header>
  )
}
