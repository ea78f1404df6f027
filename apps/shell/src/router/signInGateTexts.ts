/**
 * What a visitor who is not signed in reads on a page for signed-in students, under the locked sign-in dialog: what
 * the tool behind it is, and that an RMIT account opens it. It is also the page's first view for a visitor the
 * server sees without a session (docs/decisions/0761-signed-out-first-views-of-gated-pages.md), so its message is
 * the largest text of that view.
 */
export const signInGateTexts: Record<string, string> = {
  archive:
    'Sample assignments from RMIT Vietnam courses and majors, searchable in English and Vietnamese, with a reader ' +
    'for PDFs and videos. Sign in with your RMIT student account to open them.',
  feedback:
    'What students say about their lecturers, course by course: ratings, notes and tags from each semester. Sign ' +
    'in with your RMIT student account to read them and add your own.',
  course:
    'One page per course: the samples past students shared, how students rate its lecturers, and citations in a ' +
    'click. Sign in with your RMIT student account to open it.',
  orders:
    'Sample Citation and Research Assistant, our two paid services, paid from your balance in VND. Sign in with ' +
    'your RMIT student account to place and follow your orders.',
}

/** For pages with no text of their own (the account, the staff desks). */
export const signInGateDefault = 'This page is for signed-in students.'
