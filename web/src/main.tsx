import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Web fonts for scripts a machine may lack: only their @font-face rules load here; each font file is fetched
// by the browser only when a page shows a character of its unicode-range (Tibetan, pictures).
import '@fontsource/jomolhari/tibetan-400.css';
import '@fontsource/noto-emoji/400.css';
import { App } from './app/app';
import './styles/app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
