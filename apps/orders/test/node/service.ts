import { pagesGlobalSetup } from '@unikit/accounts/testing'

// The service the pages call, twice (one stays pristine), behind the real accounts service.
export default pagesGlobalSetup('@unikit/orders-service', import.meta.url)
