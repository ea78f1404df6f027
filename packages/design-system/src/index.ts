export { Button } from './components/Button.tsx'
