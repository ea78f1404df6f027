import { useRef } from 'react'
import { Brand } from './Brand.tsx'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch.tsx'
import { MainMenu } from './MainMenu.tsx'
import { PhoneBar } from './PhoneBar.tsx'
import { UserArea } from './UserArea.tsx'
import { useHeaderHeight } from './useHeaderHeight.ts'
import { usePhoneHeader } from './usePhoneHeader.ts'

/** The sticky header: on a phone one bar whose menu opens a drawer, else the full row. */
export function Header() {
  const phone = usePhoneHeader()
  const header = useRef<HTMLElement>(null)
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
          <UserArea />
        </div>
      )}
    </header>
  )
}
