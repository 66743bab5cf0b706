import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '../shared';
import { Header } from './Header';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <div className="container">Lëbe · AI-Powered Language Learning · Beta</div>
      </footer>
    </>
  );
}
