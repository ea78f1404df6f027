import type { RouteObject } from 'react-router'
import { LandingPage } from './features/landing/LandingPage.tsx'

/** The landing remote's route tree, mounted by the shell at `/`. */
export const routes: RouteObject[] = [{ index: true, element: <LandingPage /> }]

/** The build this remote came from; the shell shows it on the remote's root element. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
