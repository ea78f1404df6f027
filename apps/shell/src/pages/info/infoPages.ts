export const infoPageIds = [
  'what-is-unikit',
  'our-tools',
  'who-we-are',
  'terms',
  'privacy',
  'legal',
  'cookies',
  'qa',
  'contact',
] as const

export type InfoPageId = (typeof infoPageIds)[number]

export type InfoGroup = 'about' | 'terms'

export type InfoPageContent = {
  title: string
  /** The short name in the sidebar. */
  navLabel: string
  group: InfoGroup
  sections: { heading?: string; paragraphs: string[] }[]
}

export const infoPages: Record<InfoPageId, InfoPageContent> = {
  'who-we-are': {
    title: 'Who we are',
    navLabel: 'Who We Are',
    group: 'about',
    sections: [
      {
        paragraphs: [
          'Unikit is built by students and graduates of RMIT University Vietnam who wanted one place for the everyday work of studying: citing sources, finding good examples, getting help on time and choosing courses with open eyes.',
          'We are a small, independent team. Unikit is not an official RMIT service.',
        ],
      },
    ],
  },
  'what-is-unikit': {
    title: 'What is Unikit',
    navLabel: 'What is Unikit',
    group: 'about',
    sections: [
      {
        paragraphs: [
          'Unikit is the academic toolkit for students of RMIT University Vietnam: one website, one header and several tools that work together.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'Students spend hours every week formatting references, searching for examples and switching between tabs. Unikit puts those tasks side by side so you can spend the time on the work itself.',
        ],
      },
    ],
  },
  'our-tools': {
    title: 'Our tools',
    navLabel: 'Our Tools',
    group: 'about',
    sections: [
      {
        heading: 'Citation',
        paragraphs: [
          'An RMIT Harvard citation generator for 43 kinds of source, with projects, folders, a live preview, auto-fill from a URL, DOI or title, and export to Word. It works without an account and keeps your citations in your browser.',
        ],
      },
      {
        heading: 'Archive',
        paragraphs: [
          'Sample assignments organised by course and major, with search, recent and starred lists and a viewer.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'Two paid services, Sample Citation and Research Assistant, paid from your balance in VND.',
        ],
      },
      {
        heading: 'Feedback',
        paragraphs: ['Ratings, notes and tags that students leave about lecturers, per course.'],
      },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    navLabel: 'Terms',
    group: 'terms',
    sections: [
      {
        heading: 'Delivery',
        paragraphs: ['Ordered work is delivered before midnight (Vietnam time) on its due date.'],
      },
      {
        heading: 'Amendments',
        paragraphs: ['You can ask for amendments to delivered work within one week of delivery.'],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'Orders are paid from your balance, by top-up with a bank transfer. You cannot cancel a paid order; if we cannot deliver it, we cancel it and refund the full price to your balance.',
        ],
      },
      {
        heading: 'Academic integrity',
        paragraphs: [
          'Samples and research help are for learning. Submitting someone else’s work as your own breaches RMIT’s academic integrity rules.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy',
    navLabel: 'Privacy',
    group: 'terms',
    sections: [
      {
        paragraphs: [
          'We keep your name, university e-mail, phone number (if you give it), orders and ratings to provide the service. Citations you create stay in your browser and are never sent to us, except the kind of source, which we count to order the most-used formats.',
          'Passwords are stored only as strong one-way hashes. We do not sell your data.',
        ],
      },
    ],
  },
  legal: {
    title: 'Legal',
    navLabel: 'Legal',
    group: 'terms',
    sections: [
      {
        paragraphs: [
          'Unikit is operated independently of RMIT University. RMIT and Easy Cite are names of RMIT University, used here only to describe the referencing style the citation tool follows.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies and local storage',
    navLabel: 'Cookies',
    group: 'terms',
    sections: [
      {
        paragraphs: [
          'Unikit uses no advertising or tracking cookies. Your browser’s local storage keeps your sign-in, your citation projects, your quick-access formats and your font settings on your device.',
        ],
      },
    ],
  },
  qa: {
    title: 'Questions and answers',
    navLabel: 'Q&A',
    group: 'terms',
    sections: [
      {
        heading: 'Do I need an account to cite?',
        paragraphs: ['No. The citation tool is public and keeps everything in your browser.'],
      },
      {
        heading: 'Who can sign up?',
        paragraphs: ['Students with an @rmit.edu.vn address. Sign up with your student number.'],
      },
    ],
  },
  contact: {
    title: 'Contact',
    navLabel: 'Contact',
    group: 'terms',
    sections: [
      {
        paragraphs: ['Write to support@unikit.vn. We answer within one working day.'],
      },
    ],
  },
}
