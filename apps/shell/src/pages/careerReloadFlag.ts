const key = 'unikit:v2:career-reloaded'

/** The local flag that makes the career page's one reload happen only once per browser. */
export const careerReloadFlag = {
  isSet: () => window.localStorage.getItem(key) === '1',
  set: () => window.localStorage.setItem(key, '1'),
}
