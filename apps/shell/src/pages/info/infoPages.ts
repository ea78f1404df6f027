import type { InfoPageId } from './infoPageIds.ts'

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
    navLabel: 'Who we are',
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
          'Unikit is the academic toolkit for students of RMIT University Vietnam: one website, one header and four tools that work together, so the everyday work of studying takes less of your week.',
        ],
      },
      {
        heading: 'Why it exists',
        paragraphs: [
          'Students spend hours formatting references by hand, searching for a good example of an assignment, waiting for help that comes too late and choosing courses without knowing how they are taught. Unikit puts the answers side by side, in English and Vietnamese, on a laptop or a phone.',
        ],
      },
      {
        heading: 'What it is not',
        paragraphs: [
          'Unikit is independent: it is not an official RMIT service. Nothing here writes your assignment for you. Samples and research help are for learning how good work looks; submitting someone else’s work as your own breaches RMIT’s academic integrity rules.',
        ],
      },
    ],
  },
  'our-tools': {
    title: 'Our tools and how they work',
    navLabel: 'Our tools',
    group: 'about',
    sections: [
      {
        heading: 'Citations',
        paragraphs: [
          'Choose one of 43 kinds of source, or paste a URL, a DOI or a title and let Unikit fill the form. The reference appears in RMIT Harvard as you type, with its in-text form. Keep references in projects and folders, copy them with italics intact, or export a project to Word.',
          'It works without an account: your citations stay in your browser. Only the kind of source you pick is counted, to put the most used formats first.',
        ],
      },
      {
        heading: 'Archive',
        paragraphs: [
          'Sample assignments organised by core course and major. Open a PDF or a video in the viewer, star what you want to find again on any device, and see what you opened recently. Every file is marked as a sample: read it to learn, never submit it as your own.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'Two services done by the Unikit team. Sample Citation: upload your Word document, we quote a price by the number of citations, and you pay only if you accept. Research Assistant: choose the area, the length and the deadline, see the price before you order, and receive sources picked for your topic.',
          'Orders are paid from your balance in VND, which you top up by bank transfer with a VietQR code. Follow each order from quote to delivery, download the result and rate it.',
        ],
      },
      {
        heading: 'Lecturer feedback',
        paragraphs: [
          'Read what students say about a lecturer, course by course: five ratings, tags and a note, with the last three semesters shown beside all time so old opinions do not drown how a lecturer teaches now. Every insight comes from a verified RMIT account and is shown as “RMIT student”. Add yours once per course and semester; saving again edits it.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    navLabel: 'Terms',
    group: 'terms',
    sections: [
      {
        heading: 'Who can use Unikit',
        paragraphs: [
          'Anyone can use the citation tool. The other tools need an account, which only a student with an @rmit.edu.vn address can open. Keep your password to yourself: you are responsible for what is done with your account.',
        ],
      },
      {
        heading: 'Academic integrity',
        paragraphs: [
          'Samples and research help are for learning. Submitting someone else’s work as your own, or a sample in place of your own, breaches RMIT’s academic integrity rules; Unikit will not help you do it and may close an account that does.',
        ],
      },
      {
        heading: 'Orders and payment',
        paragraphs: [
          'A Sample Citation order is quoted first and charged only when you accept the quote; declining costs nothing. A Research Assistant order is charged when you place it, at the price shown. Prices are in VND and include everything; see Pricing.',
          'Ordered work is delivered before midnight (Vietnam time) on its due date. You can ask for amendments within one week of delivery. You cannot cancel a paid order yourself; if we cannot deliver it, we cancel it and refund the full price to your balance.',
          'Your balance is topped up by bank transfer and credited once we see the money arrive. It is not a deposit account: it can only be spent on Unikit orders.',
        ],
      },
      {
        heading: 'What you post',
        paragraphs: [
          'Insights about lecturers must be honest, about teaching, and free of insults and personal details. Uploads must be your own work or work you may share. We may hold, hide or delete what breaks these rules, and we review every report.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may change these terms. A change that affects your orders or your data is announced by e-mail before it applies.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy notice',
    navLabel: 'Privacy',
    group: 'terms',
    sections: [
      {
        paragraphs: [
          'This notice says what Unikit keeps about you, why, for how long, who sees it and how you see, correct, export or delete it, as Vietnam’s personal data protection rules require.',
        ],
      },
      {
        heading: 'What we keep, and why',
        paragraphs: [
          'Your account: your name, your university e-mail address, your phone number if you give it, and a one-way hash of your password (never the password itself). We need them to sign you in and to reach you about your orders.',
          'Your activity: your orders, their files and messages, your top-ups and balance, your ratings of orders, your insights about lecturers and your reports, and the samples you starred. We need them to provide each service.',
          'Security records: your sign-in sessions, failed sign-in attempts with the network address they came from, and a cookie that remembers a device you signed in on. We need them to keep your account safe.',
          'Citations you create stay in your browser and are never sent to us, except the kind of source you chose, which we count without knowing who you are.',
        ],
      },
      {
        heading: 'How long',
        paragraphs: [
          'Account data: while you have an account. Sessions: 30 days. Failed sign-in attempts: 15 minutes. E-mails we sent: 30 days. Money records (top-ups, payments and refunds): 10 years, as the law on accounting requires; if you delete your account they are kept without your name.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Unikit staff see what they need to run a service: your name and address on your orders and top-ups, the insights and reports waiting for review (never who wrote an insight). Other students never see who you are: an insight shows “RMIT student”. We do not sell your data or share it with advertisers; we pass it on only when the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your name, address and phone number on your account page at any time, and download a copy of everything we keep about you there (Your data, Download my data). To delete your account, use Delete my account on the same page: it asks for your password. To have something corrected that you cannot change yourself or to withdraw your consent, write to privacy@unikit.vn from your university address: we answer within 72 hours. When an account is deleted, its sessions end and its personal data is erased or anonymised in every tool, except the money records the law makes us keep, which stay without your name.',
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
      {
        heading: 'I cannot sign in: too many attempts?',
        paragraphs: [
          'Wrong passwords hold the device or network they came from, not you: sign in from a device you used before, or choose “Email me a sign-in link” in Sign in and open the link we send to your university address.',
        ],
      },
      {
        heading: 'Are insights about lecturers anonymous?',
        paragraphs: [
          'Yes. Each one is shown as “RMIT student” with the course and semester; nobody, not even Unikit staff on the desk, sees who wrote it.',
        ],
      },
      {
        heading: 'Which referencing style does the citation tool follow?',
        paragraphs: ['RMIT Harvard, as the current RMIT Easy Cite guide describes it.'],
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
