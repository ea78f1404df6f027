import { SidebarPage } from '../SidebarPage.tsx'
import { ContactForm } from './ContactForm.tsx'
import styles from './InfoPage.module.css'
import { type InfoPageId, infoPageIds } from './infoPageIds.ts'
import { infoPages } from './infoPages.ts'
import { OrderQuestions } from './OrderQuestions.tsx'

/** An information page with the sidebar of its group (About us, or the Terms sidebar). */
export function InfoPage({ id }: { id: InfoPageId }) {
  const content = infoPages[id]
  const siblings = infoPageIds.filter((other) => infoPages[other].group === content.group)
  return (
    <SidebarPage
      navLabel={content.group === 'terms' ? 'Terms and policies' : 'About us'}
      links={siblings.map((other) => ({ to: `/${other}`, label: infoPages[other].navLabel }))}
    >
      <title>{`${content.title} · Unikit`}</title>
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
        {id === 'qa' && <OrderQuestions />}
        {id === 'contact' && <ContactForm />}
      </article>
    </SidebarPage>
  )
}
