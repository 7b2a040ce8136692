import { lazy } from 'react';
import { Island } from './island';

const BranchVisit = lazy(() => import('./branch-visit'));

/** The home page's picture, as static markup in the built browser app (island.tsx). */
export const BranchVisitPicture = () => <Island name="branch-visit" component={BranchVisit} />;
