/** How each remote is named to the user in loading and error states. */
export const remoteTitles: Record<string, string> = {
  landing: 'The home page',
  citation: 'The citation tool',
  archive: 'The archive',
  orders: 'Orders',
  feedback: 'Lecturer feedback',
}
