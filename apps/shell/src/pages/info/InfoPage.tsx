import { NavLink } from 'react-router'
import styles from './InfoPage.module.css'
import { type InfoPageId, infoPageIds, infoPages } from './infoPages.ts'

/** An information page with the sidebar of its group (About us, or the Terms sidebar). */
export function InfoPage({ id }: { id: InfoPageId }) {
  const content = infoPages[id]
  const siblings = infoPageIds.filter((other) => infoPages[other].group === content.group)
  return (
    <div className={styles.page}>
      <title>{`${content.title} · Unikit`}</title>
      <nav
        className={styles.sidebar}
        aria-label={content.group === 'terms' ? 'Terms and policies' : 'About us'}
      >
        <ul>
          {siblings.map((other) => (
            <li key={other}>
              <NavLink to={`/${other}`} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {infoPages[other].navLabel}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.body}>
        <h1>{content.title}</h1>
        {content.sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading && <h2>{section.heading}</h2>}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}
