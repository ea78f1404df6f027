export const authPlaceholder = true
