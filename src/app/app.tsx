import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The SPA: one browser router over the shared route table. */
export function App() {
  return <RouterProvider router={router} />;
}
