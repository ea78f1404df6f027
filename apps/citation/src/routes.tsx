import { Button } from '@unikit/design-system'
import type { RouteObject } from 'react-router'
import { useNavigate } from 'react-router'

function CitationPage() {
  const navigate = useNavigate()
  return (
    <section>
      <h1>Citation</h1>
      <p>Coming soon</p>
      <Button onClick={() => navigate('/')}>Go home</Button>
    </section>
  )
}

export const routes: RouteObject[] = [{ index: true, element: <CitationPage /> }]
