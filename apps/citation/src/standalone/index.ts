import('./bootstrap.tsx')
