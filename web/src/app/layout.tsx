import { Outlet } from 'react-router-dom';
import { Header } from './header';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">Lëbe · AI-Powered Language Learning · Beta</div>
      </footer>
    </>
  );
}
